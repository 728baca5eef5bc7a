import { Button, Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatPercent } from '../../domain/language/formatNumbers';
import { backTarget, registrationProgress } from '../../domain/registration/registrationProgress';
import type { RegistrationStep } from '../../domain/registration/registrationStep';
import { useLanguage } from '../i18n/useLanguage';
import { ExternalLink } from '../shell/ExternalLink';
import { useInstance } from '../shell/ContainerContext';
import { HELP_CENTRE_URL } from '../shell/externalLinks';
import { SessionPresenter } from '../shell/SessionPresenter';
import { guardTargetPath } from '../shell/paths';
import { PageCard } from './PageCard';
import { ProgressBar } from './ProgressBar';

/** The three profile steps are numbered in the progress bar's name. */
const NUMBERED_STEPS: RegistrationStep[] = ['personalInfo', 'addressInfo', 'financialInfo'];

/** The verification and registration screens' frame (SPEC section 2): Back, Help, Sign out, progress. */
export const RegistrationShell = observer(function RegistrationShell({
  step,
  pageTitle,
  children,
}: {
  step: RegistrationStep;
  pageTitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useInstance(SessionPresenter);
  const progress = registrationProgress(step);
  const back = backTarget(step);
  const numbered = NUMBERED_STEPS.indexOf(step);

  return (
    <PageCard width={600} pageTitle={pageTitle}>
      <nav aria-label={t('registration.shell.nav')}>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
          <span>
            {back !== null && (
              <Link to={guardTargetPath(back)}>
                <span aria-hidden="true">←</span> {t('registration.shell.back')}
              </Link>
            )}
          </span>
          <Flex gap={16} align="center">
            <ExternalLink href={HELP_CENTRE_URL}>{t('registration.shell.help')}</ExternalLink>
            {session.consumer !== null && (
              <Button type="link" style={{ padding: 0 }} onClick={() => void session.signOut()}>
                {t('registration.shell.signOut')}
              </Button>
            )}
          </Flex>
        </Flex>
      </nav>
      {progress !== null && (
        <ProgressBar
          percent={progress}
          label={t('registration.shell.progress')}
          valueText={t('registration.shell.step', { current: numbered + 1, total: NUMBERED_STEPS.length })}
          text={formatPercent(progress, language)}
          style={{ marginBottom: 16 }}
        />
      )}
      {children}
    </PageCard>
  );
});
