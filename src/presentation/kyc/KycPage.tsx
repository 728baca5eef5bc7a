import { Button, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { KYC_LEVEL_1_ACCOUNT_LIMIT, KYC_LEVEL_1_PURCHASE_LIMIT } from '../../domain/orders/cardLimit';
import { messageOf } from '../messages/Message';
import { MessageAlert } from '../messages/MessageAlert';
import { useInstance } from '../shell/ContainerContext';
import { ExternalLink } from '../shell/ExternalLink';
import { HELP_CENTRE_URL } from '../shell/externalLinks';
import { useShellHandle } from '../shell/pageKind';
import { SessionPresenter } from '../shell/SessionPresenter';
import { PageCard } from '../widgets/PageCard';
import { StepHeading } from '../widgets/StepHeading';
import { useMoney } from '../widgets/useMoney';
import type { KycPresenter } from './KycPresenter';
import { SandboxIdentityWidget } from './SandboxIdentityWidget';
import { Notice } from '../widgets/Notice';

/** Consumer KYC (level 1, ending the registration) and Consumer KYC Upgrade (level 2). */
export default observer(function KycPage({ presenter }: { presenter: KycPresenter }) {
  // The route's kind, not the presenter's level: the level is set once the page is entered, after the first render.
  const pageTitle = useShellHandle().page === 'kycUpgrade' ? 'kyc.level2.pageTitle' : 'kyc.level1.pageTitle';
  const session = useInstance(SessionPresenter);
  const { t } = useTranslation();
  const { money } = useMoney();
  const { screen } = presenter;
  const limits = { purchase: money(KYC_LEVEL_1_PURCHASE_LIMIT), account: money(KYC_LEVEL_1_ACCOUNT_LIMIT) };

  return (
    <PageCard width={680} pageTitle={pageTitle}>
      <nav aria-label={t('kyc.widget.label')}>
        <Flex justify="flex-end" align="center" gap={16} style={{ marginBottom: 16 }}>
          <ExternalLink href={HELP_CENTRE_URL}>{t('kyc.help')}</ExternalLink>
          {presenter.canSignOut && (
            <Button type="link" style={{ padding: 0 }} onClick={() => void session.signOut()}>
              {t('kyc.signOut')}
            </Button>
          )}
        </Flex>
      </nav>
      <StepHeading title={t(screen.titleKey)} intro={t(screen.descriptionKey, limits)} />
      <MessageAlert message={screen.rejectedAlertKey === null ? null : messageOf(screen.rejectedAlertKey)} />
      <div role="status">
        {screen.statusKey !== null && (
          <Notice type="info" title={t(screen.statusKey)} style={{ marginBottom: 16 }} />
        )}
      </div>
      {presenter.showsWidgetFailure && (
        <Notice type="warning" title={t('kyc.widget.initFailed')} style={{ marginBottom: 16 }} />
      )}
      {screen.showsRedirectButton && (
        <Flex vertical gap={4} align="flex-start" style={{ marginBottom: 16 }}>
          <Button
            type="primary"
            size="large"
            disabled={!presenter.cardsReady}
            aria-describedby={presenter.cardsReady ? undefined : 'kyc-cards-waiting'}
            onClick={() => presenter.goToCards()}
          >
            {t('kyc.redirect.button')}
          </Button>
          {!presenter.cardsReady && (
            <Typography.Text id="kyc-cards-waiting" style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
              {t('kyc.redirect.waiting')}
            </Typography.Text>
          )}
        </Flex>
      )}
      <section id="kyc-widget" aria-label={t('kyc.widget.label')} style={{ marginBottom: 16 }}>
        {presenter.widget === 'hosted' ? (
          <Typography.Paragraph>{t('kyc.widget.hosted')}</Typography.Paragraph>
        ) : (
          presenter.widget && <SandboxIdentityWidget widget={presenter.widget} />
        )}
      </section>
      {presenter.offersSimulation && (
        <Notice icon={false} type="info" title={t('kyc.simulate.note')} style={{ marginBottom: 12 }} />
      )}
      <MessageAlert message={presenter.simulation.failure} />
      {presenter.offersSimulation && (
        <Button onClick={() => void presenter.simulate()} loading={presenter.simulation.running}>
          {t('kyc.simulate.button')}
        </Button>
      )}
    </PageCard>
  );
});
