import { Alert, Card, Empty, Flex, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../landing/ButtonLink';
import { usePageType } from '../shell/analytics';
import { usePresenter } from '../shell/ContainerContext';
import { paths } from '../shell/paths';
import { usePageTitle } from '../shell/usePageTitle';
import { VisuallyHidden } from '../shell/VisuallyHidden';
import { MyCardsPresenter } from './MyCardsPresenter';

/** Chip colours dark enough on their tint for WCAG AA text contrast. */
const CHIP_STYLES = {
  green: { color: '#135200', background: '#f6ffed', borderColor: '#95de64' },
  yellow: { color: '#613400', background: '#fffbe6', borderColor: '#ffd666' },
  red: { color: '#820014', background: '#fff1f0', borderColor: '#ffa39e' },
} as const;

/**
 * Consumer Cards, first version (/consumer/cards): the consumer's cards with masked number, expiry,
 * available balance and state. The full cards screen (filters, carousel, actions) replaces it.
 */
export default observer(function CardsPage() {
  const presenter = usePresenter(MyCardsPresenter);
  const { t } = useTranslation();
  usePageTitle('shell.cardsPage.pageTitle');
  usePageType('account');
  const { rows } = presenter;
  return (
    <>
      <Typography.Title level={1}>{t('shell.cardsPage.title')}</Typography.Title>
      {presenter.paymentCancelled && (
        <Alert
          type="warning"
          showIcon
          title={t('shell.cardsPage.paymentCancelled')}
          style={{ marginBottom: 16 }}
        />
      )}
      {rows.length === 0 ? (
        <Empty
          description={<span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t('shell.cardsPage.empty')}</span>}
        >
          <ButtonLink type="primary" to={paths.home()}>
            {t('shell.cardsPage.order')}
          </ButtonLink>
        </Empty>
      ) : (
        <ul
          aria-label={t('shell.cardsPage.listLabel')}
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 16,
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          }}
        >
          {rows.map((row) => (
            <li key={row.id}>
              <Card>
                <Flex vertical gap={8}>
                  <Flex justify="space-between" align="center" gap={8}>
                    <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                      <span aria-hidden="true" style={{ fontFamily: 'monospace' }}>
                        {row.maskedNumber}
                      </span>
                      <VisuallyHidden>
                        {t('shell.cardsPage.cardName', { lastFour: row.lastFour })}
                      </VisuallyHidden>
                    </Typography.Title>
                    <Tag style={CHIP_STYLES[row.chipColour]}>
                      {t(`shell.cardsPage.states.${row.displayState}`)}
                    </Tag>
                  </Flex>
                  <dl
                    style={{
                      margin: 0,
                      display: 'grid',
                      gridTemplateColumns: 'auto 1fr',
                      columnGap: 12,
                      rowGap: 4,
                    }}
                  >
                    <dt>{t('shell.cardsPage.balance')}</dt>
                    <dd style={{ margin: 0, fontWeight: 600 }}>{row.availableBalance}</dd>
                    <dt>{t('shell.cardsPage.expiry')}</dt>
                    <dd style={{ margin: 0 }}>{row.expiry}</dd>
                  </dl>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
});
