import { Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceBreakdown } from '../../domain/orders/priceBreakdown';
import { OrderBox } from '../widgets/orderBox/OrderBox';
import { useMoney } from '../widgets/useMoney';
import { usePageTitle } from '../shell/usePageTitle';
import { BuyCardPresenter } from './BuyCardPresenter';
import { CardLimitPrompt } from './CardLimitPrompt';
import { Heading } from '../widgets/Text';
import { Panel } from '../widgets/Panel';

/** The first card is free to create. */
function PriceList({ price }: { price: PriceBreakdown }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const titleId = useId();
  const rows: [label: string, amount: string][] = [
    [t('payment.breakdown.cardPrice'), money(price.cardPrice)],
    [
      t('payment.breakdown.creationFee'),
      price.creationFee === 0 ? t('payment.breakdown.creationFeeFree') : money(price.creationFee),
    ],
    [t('payment.breakdown.serviceFee'), money(price.serviceFee)],
    [t('payment.breakdown.total'), money(price.total)],
  ];
  return (
    <section aria-labelledby={titleId} style={{ marginTop: 24 }}>
      <Heading level={2} id={titleId} style={{ fontSize: 18 }}>
        {t('cards.buyPage.priceTitle')}
      </Heading>
      <dl style={{ margin: 0 }}>
        {rows.map(([label, amount]) => (
          <Flex key={label} justify="space-between" style={{ paddingBlock: 4 }}>
            <dt>{label}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{amount}</dd>
          </Flex>
        ))}
      </dl>
    </section>
  );
}

/** Buy New Card (/consumer/cards/new, SPEC section 2); at the level-1 card limit, the identity upgrade. */
export default observer(function BuyCardPage({ presenter }: { presenter: BuyCardPresenter }) {
  const { t } = useTranslation();
  usePageTitle('cards.buyPage.pageTitle');
  const { offer, preview } = presenter;
  return (
    <div style={{ maxWidth: 480, marginInline: 'auto' }}>
      <Heading level={1}>{t('cards.buyPage.title')}</Heading>
      {offer === 'kycUpgrade' && <CardLimitPrompt selectedId={presenter.selectedId} />}
      {offer === 'buy' && (
        <Panel>
          <OrderBox presenter={presenter.box} />
          {preview && <PriceList price={preview} />}
        </Panel>
      )}
    </div>
  );
});
