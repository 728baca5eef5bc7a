import EditOutlined from '@ant-design/icons/EditOutlined';
import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_CREATION_FEE, SERVICE_FEE_PERCENT } from '../../../domain/orders/fees';
import type { PriceBreakdown as Breakdown } from '../../../domain/orders/priceBreakdown';
import { VISUALLY_HIDDEN } from '../../shell/VisuallyHidden';
import { useMoney } from '../../widgets/useMoney';

const TITLE_ID = 'payment-breakdown-title';

function Row({
  label,
  children,
  strong = false,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={16}
      style={{ paddingBlock: 6, borderTop: strong ? '1px solid rgba(0, 0, 0, 0.15)' : undefined }}
    >
      <dt style={{ fontWeight: strong ? 600 : undefined }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: strong ? 600 : undefined, textAlign: 'end' }}>{children}</dd>
    </Flex>
  );
}

/** A fee's row: its name with an (i) button whose tooltip explains it (also the button's description). */
function FeeRow({
  fee,
  explanation,
  children,
}: {
  fee: 'creationFee' | 'serviceFee';
  explanation: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = `payment-${fee}-about`;
  const name = (
    <Flex align="center" gap={4}>
      <span>{t(`payment.breakdown.${fee}`)}</span>
      <Tooltip title={explanation} trigger={['hover', 'focus', 'click']}>
        <Button
          type="text"
          size="small"
          icon={<InfoCircleOutlined aria-hidden="true" />}
          aria-label={t(`payment.breakdown.${fee}About`)}
          aria-describedby={id}
        />
      </Tooltip>
      <span id={id} hidden>
        {explanation}
      </span>
    </Flex>
  );
  return <Row label={name}>{children}</Row>;
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
      <Typography.Title level={2} id={TITLE_ID} style={{ fontSize: 20 }}>
        {t('payment.breakdown.title')}
      </Typography.Title>
      <dl style={{ margin: 0 }}>
        <Row label={t('payment.breakdown.cardPrice')}>
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
        <FeeRow
          fee="creationFee"
          explanation={t('payment.breakdown.creationFeeTooltip', { fee: money(CARD_CREATION_FEE) })}
        >
          {breakdown.creationFee === 0
            ? t('payment.breakdown.creationFeeFree')
            : money(breakdown.creationFee)}
        </FeeRow>
        <FeeRow
          fee="serviceFee"
          explanation={t('payment.breakdown.serviceFeeTooltip', { percent: SERVICE_FEE_PERCENT })}
        >
          {money(breakdown.serviceFee)}
        </FeeRow>
        {breakdown.discount !== 0 && (
          <Row label={t('payment.breakdown.discount')}>
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
        <Row label={t('payment.breakdown.total')} strong>
          {money(breakdown.total)}
        </Row>
      </dl>
    </section>
  );
});
