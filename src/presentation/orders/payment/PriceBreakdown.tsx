import EditOutlined from '@ant-design/icons/EditOutlined';
import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import { Button, Flex, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_CREATION_FEE, SERVICE_FEE_PERCENT } from '../../../domain/orders/fees';
import type { PriceBreakdown as Breakdown } from '../../../domain/orders/priceBreakdown';
import { VISUALLY_HIDDEN } from '../../shell/VisuallyHidden';
import { useMoney } from '../../widgets/useMoney';
import { Heading } from '../../widgets/Text';

const TITLE_ID = 'payment-breakdown-title';

/** A row of the box; a fee's name has an (i) button whose tooltip explains it (also the button's description). */
function Row({
  name,
  about,
  strong = false,
  children,
}: {
  /** Its texts' key in `payment.breakdown`: the label, and a fee's `…About` and `…Tooltip`. */
  name: 'cardPrice' | 'creationFee' | 'serviceFee' | 'discount' | 'total';
  /** A fee's tooltip values. */
  about?: Record<string, string | number>;
  strong?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const label = t(`payment.breakdown.${name}`);
  const explanation = about && t(`payment.breakdown.${name}Tooltip`, about);
  const weight = strong ? 600 : undefined;
  const id = `payment-${name}-about`;
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={16}
      style={{ paddingBlock: 6, borderTop: strong ? '1px solid rgba(0, 0, 0, 0.15)' : undefined }}
    >
      <dt style={{ fontWeight: weight, display: 'flex', alignItems: 'center', gap: 4 }}>
        {label}
        {explanation && (
          <>
            <Tooltip title={explanation} trigger={['hover', 'focus', 'click']}>
              <Button
                type="text"
                size="small"
                icon={<InfoCircleOutlined aria-hidden="true" />}
                aria-label={t(`payment.breakdown.${name}About`)}
                aria-describedby={id}
              />
            </Tooltip>
            <span id={id} hidden>
              {explanation}
            </span>
          </>
        )}
      </dt>
      <dd style={{ margin: 0, fontWeight: weight, textAlign: 'end' }}>{children}</dd>
    </Flex>
  );
}

/** The price box (SPEC sections 2 and 9); a capped discount shows the uncapped value struck through. */
export const PriceBreakdown = observer(function PriceBreakdown({
  breakdown,
  onEditAmount,
}: {
  breakdown: Breakdown;
  onEditAmount: () => void;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <section aria-labelledby={TITLE_ID}>
      <Heading level={2} id={TITLE_ID} style={{ fontSize: 20 }}>
        {t('payment.breakdown.title')}
      </Heading>
      <dl style={{ margin: 0 }}>
        <Row name="cardPrice">
          <Flex align="center" gap={4} justify="end">
            <span>{money(breakdown.cardPrice)}</span>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined aria-hidden="true" />}
              aria-label={t('payment.breakdown.editAmount')}
              onClick={onEditAmount}
            />
          </Flex>
        </Row>
        <Row name="creationFee" about={{ fee: money(CARD_CREATION_FEE) }}>
          {breakdown.creationFee === 0
            ? t('payment.breakdown.creationFeeFree')
            : money(breakdown.creationFee)}
        </Row>
        <Row name="serviceFee" about={{ percent: SERVICE_FEE_PERCENT }}>
          {money(breakdown.serviceFee)}
        </Row>
        {breakdown.discount !== 0 && (
          <Row name="discount">
            <Flex gap={8} justify="end" wrap>
              <span>{money(breakdown.discount)}</span>
              {breakdown.originalDiscount !== null && breakdown.originalDiscount !== breakdown.discount && (
                <del>
                  <span style={VISUALLY_HIDDEN}>
                    {t('payment.breakdown.discountInsteadOf', { amount: money(breakdown.originalDiscount) })}
                  </span>
                  <span aria-hidden="true">{money(breakdown.originalDiscount)}</span>
                </del>
              )}
            </Flex>
          </Row>
        )}
        <Row name="total" strong>
          {money(breakdown.total)}
        </Row>
      </dl>
    </section>
  );
});
