import { Alert, Card, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../widgets/ButtonLink';
import { useMoney } from '../widgets/useMoney';
import { usePageType } from '../shell/analytics';
import { usePresenter } from '../shell/ContainerContext';
import { ExternalLink } from '../shell/ExternalLink';
import { HELP_CENTRE_URL } from '../shell/externalLinks';
import { PageLoading } from '../shell/PageLoading';
import { usePageTitle } from '../shell/usePageTitle';
import { VisuallyHidden } from '../shell/VisuallyHidden';
import { TRANSACTION_COLOURS, TransactionIcon } from './TransactionIcon';
import {
  TransactionDetailPresenter,
  type DetailButton,
  type TransactionDetail,
} from './TransactionDetailPresenter';

/**
 * Transaction detail (/cards/{cardId}/transactions/{transactionId}/{status}, SPEC section 2): title,
 * icon and colour per status, merchant, amount, date, two texts naming the card, and the one button
 * the status calls for. The breadcrumb (the layout's) returns to the cards with this transaction.
 */
export default observer(function TransactionDetailPage() {
  const { cardId = '', transactionId = '', status = '' } = useParams();
  const presenter = usePresenter(TransactionDetailPresenter);
  const { t } = useTranslation();
  usePageTitle('transactions.detail.pageTitle');
  usePageType('account');

  useEffect(() => {
    void presenter.open({ cardId, transactionId, status });
    return () => presenter.close();
  }, [presenter, cardId, transactionId, status]);

  const { detail } = presenter;
  if (presenter.failed)
    return (
      <>
        <Typography.Title level={1}>{t('transactions.detail.pageTitle')}</Typography.Title>
        <Alert type="error" showIcon title={t('transactions.detail.error')} />
      </>
    );
  if (presenter.loading || detail === null) return <PageLoading />;
  return <DetailCard detail={detail} />;
});

function DetailCard({ detail }: { detail: TransactionDetail }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const texts = `transactions.detail.texts.${detail.textKey}`;
  const colour = TRANSACTION_COLOURS[detail.display.colour].text;
  const second = detail.declineReason === null ? `${texts}.second` : `${texts}.${detail.declineReason}`;
  return (
    <Card style={{ maxWidth: 640, marginInline: 'auto' }}>
      <Flex align="center" gap={12} style={{ marginBottom: 16 }}>
        <TransactionIcon display={detail.display} size={32} />
        <Typography.Title level={1} style={{ margin: 0, fontSize: 26, color: colour }}>
          {t(`transactions.detail.titles.${detail.textKey}`)}
        </Typography.Title>
      </Flex>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: 0 }}>
        <dt style={{ color: '#595959' }}>{t('transactions.detail.merchant')}</dt>
        <dd style={{ margin: 0, fontWeight: 600 }}>{detail.merchant}</dd>
        <dt style={{ color: '#595959' }}>{t('transactions.detail.amount')}</dt>
        <dd style={{ margin: 0, fontWeight: 600 }}>
          {detail.display.struckThrough ? (
            <>
              <del>{money(detail.amount)}</del>
              <VisuallyHidden> {t('transactions.row.notCharged')}</VisuallyHidden>
            </>
          ) : (
            money(detail.amount)
          )}
        </dd>
        <dt style={{ color: '#595959' }}>{t('transactions.detail.date')}</dt>
        <dd style={{ margin: 0 }}>{detail.date}</dd>
      </dl>
      <Typography.Paragraph style={{ marginTop: 16 }}>
        {t(`${texts}.first`, { lastFour: detail.lastFour })}
      </Typography.Paragraph>
      <Typography.Paragraph>{t(second, { lastFour: detail.lastFour })}</Typography.Paragraph>
      <DetailAction button={detail.button} />
    </Card>
  );
}

function DetailAction({ button }: { button: DetailButton }) {
  const { t } = useTranslation();
  switch (button.kind) {
    case 'backToCards':
      return (
        <ButtonLink type="primary" size="large" to={button.to}>
          {t('transactions.detail.backToCards')}
        </ButtonLink>
      );
    case 'startVerification':
      return (
        <Flex gap={16} align="center" wrap>
          <ButtonLink type="primary" size="large" to={button.to}>
            {t('transactions.detail.startVerification')}
          </ButtonLink>
          <ExternalLink href={HELP_CENTRE_URL}>{t('transactions.detail.help')}</ExternalLink>
        </Flex>
      );
    case 'helpCentre':
      return <ExternalLink href={HELP_CENTRE_URL}>{t('transactions.detail.help')}</ExternalLink>;
  }
}
