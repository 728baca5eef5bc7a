import { Card, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderBox } from '../widgets/orderBox/OrderBox';
import { usePageTitle } from '../shell/usePageTitle';
import { BuyCardPresenter, type PricePreview } from './BuyCardPresenter';
import { CardLimitPrompt } from './CardLimitPrompt';

function PriceList({ preview }: { preview: PricePreview }) {
  const { t } = useTranslation();
  const titleId = useId();
  const rows: [label: string, amount: string][] = [
    [t('payment.breakdown.cardPrice'), preview.cardPrice],
    [t('payment.breakdown.creationFee'), preview.creationFee ?? t('payment.breakdown.creationFeeFree')],
    [t('payment.breakdown.serviceFee'), preview.serviceFee],
    [t('payment.breakdown.total'), preview.total],
  ];
  return (
    <section aria-labelledby={titleId} style={{ marginTop: 24 }}>
      <Typography.Title level={2} id={titleId} style={{ fontSize: 18 }}>
        {t('cards.buyPage.priceTitle')}
      </Typography.Title>
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
      <Typography.Title level={1}>{t('cards.buyPage.title')}</Typography.Title>
      {offer === 'kycUpgrade' && <CardLimitPrompt selectedId={presenter.selectedId} />}
      {offer === 'buy' && (
        <Card>
          <OrderBox presenter={presenter.box} />
          {preview && <PriceList preview={preview} />}
        </Card>
      )}
    </div>
  );
});
