import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../widgets/ButtonLink';
import { RegistrationShell } from '../widgets/RegistrationShell';
import { StepHeading } from '../widgets/StepHeading';
import { paths } from '../shell/paths';

/** Mobile Success (/consumer/verification/mobile-success): Continue goes to Personal Info. */
export default function MobileSuccessPage() {
  const { t } = useTranslation();
  return (
    <RegistrationShell step="verifyMobile" pageTitle="verification.mobileSuccess.pageTitle">
      <StepHeading
        title={t('verification.mobileSuccess.title')}
        intro={t('verification.mobileSuccess.text')}
      />
      <ButtonLink to={paths.personalInfo()} type="primary" size="large" block>
        {t('verification.mobileSuccess.continue')}
      </ButtonLink>
    </RegistrationShell>
  );
}
