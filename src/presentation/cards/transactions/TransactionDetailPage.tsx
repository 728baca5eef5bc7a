import { Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoadView } from '../../calls/PageLoadView';
import { messageOf } from '../../messages/Message';
import { ButtonLink } from '../../widgets/ButtonLink';
import { ExternalLink } from '../../shell/ExternalLink';
import { HELP_CENTRE_URL } from '../../shell/externalLinks';
import { usePageTitle } from '../../shell/usePageTitle';
import { TRANSACTION_COLOURS, TransactionIcon } from './TransactionIcon';
import { TransactionAmount } from './TransactionRowItem';
import { TransactionDetailPresenter, type TransactionDetail } from './TransactionDetailPresenter';
import { Heading, Paragraph } from '../../widgets/Text';
import { Panel } from '../../widgets/Panel';

const LOAD_TEXTS = {
  signIn: messageOf('transactions.detail.signIn.text'),
  signInButton: 'transactions.detail.signIn.button',
  retry: 'transactions.detail.retry',
};

/** Transaction detail (SPEC section 2); the layout's breadcrumb goes back to the cards with this one. */
export default observer(function TransactionDetailPage({
  presenter,
}: {
  presenter: TransactionDetailPresenter;
}) {
  const { t } = useTranslation();
  usePageTitle('transactions.detail.pageTitle');
  const title = useRef<HTMLHeadingElement>(null);
  const { detail, load } = presenter;
  return (
    <>
      {detail === null && load.status !== 'loading' && (
        <Heading level={1}>{t('transactions.detail.pageTitle')}</Heading>
      )}
      <PageLoadView load={load} heading={title} texts={LOAD_TEXTS}>
        {() => detail && <DetailCard detail={detail} title={title} />}
      </PageLoadView>
    </>
  );
});

function DetailCard({
  detail,
  title,
}: {
  detail: TransactionDetail;
  title: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const { button } = detail;
  const texts = `transactions.detail.texts.${detail.textKey}`;
  const colour = TRANSACTION_COLOURS[detail.display.colour].text;
  const second = detail.declineReason === null ? `${texts}.second` : `${texts}.${detail.declineReason}`;
  return (
    <Panel style={{ maxWidth: 640, marginInline: 'auto' }}>
      <Flex align="center" gap={12} style={{ marginBottom: 16 }}>
        <TransactionIcon display={detail.display} size={32} />
        <Heading ref={title} level={1} style={{ margin: 0, fontSize: 26, color: colour }}>
          {t(`transactions.detail.titles.${detail.textKey}`)}
        </Heading>
      </Flex>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: 0 }}>
        <dt style={{ color: '#595959' }}>{t('transactions.detail.merchant')}</dt>
        <dd style={{ margin: 0, fontWeight: 600 }}>{detail.merchant}</dd>
        <dt style={{ color: '#595959' }}>{t('transactions.detail.amount')}</dt>
        <dd style={{ margin: 0, fontWeight: 600 }}>
          <TransactionAmount {...detail} />
        </dd>
        <dt style={{ color: '#595959' }}>{t('transactions.detail.date')}</dt>
        <dd style={{ margin: 0 }}>{detail.date}</dd>
      </dl>
      <Paragraph style={{ marginTop: 16 }}>{t(`${texts}.first`, { lastFour: detail.lastFour })}</Paragraph>
      <Paragraph>{t(second, { lastFour: detail.lastFour })}</Paragraph>
      <Flex gap={16} align="center" wrap>
        {'to' in button && (
          <ButtonLink type="primary" size="large" to={button.to}>
            {t(`transactions.detail.${button.kind}`)}
          </ButtonLink>
        )}
        {'helpLink' in button && (
          <ExternalLink href={HELP_CENTRE_URL}>{t('transactions.detail.help')}</ExternalLink>
        )}
      </Flex>
    </Panel>
  );
}
