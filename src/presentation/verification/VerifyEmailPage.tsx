import { Button, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { MESSAGE_EXPECTED_WITHIN_MINUTES } from '../../domain/timing';
import { ButtonLink } from '../landing/ButtonLink';
import { FailureAlert } from '../registration/FailureAlert';
import { RegistrationShell } from '../registration/RegistrationShell';
import { StepHeading } from '../registration/StepHeading';
import { useMessages } from '../registration/useMessages';
import { usePageType } from '../shell/analytics';
import { usePageTitle } from '../shell/usePageTitle';
import { ChangeEmailModal } from './ChangeEmailModal';
import { ResendControl } from './ResendControl';
import { SandboxOutboxNote } from './SandboxOutboxNote';
import { SuccessAlert } from './SuccessAlert';
import { VerifyEmailPresenter } from './VerifyEmailPresenter';
import { usePresenter } from '../shell/ContainerContext';

/** Verify Email (/consumer/verification/email). */
const VerifyEmailPage = observer(function VerifyEmailPage() {
  usePageTitle('verification.email.pageTitle');
  usePageType('email_validate');
  const presenter = usePresenter(VerifyEmailPresenter);
  const { t } = useMessages();
  useEffect(() => {
    void presenter.enter();
    return () => presenter.leave();
  }, [presenter]);

  return (
    <RegistrationShell step="verifyEmail">
      <StepHeading title={t('verification.email.title')} />
      <SuccessAlert message={presenter.alert.message} />
      {presenter.isVerified ? (
        <>
          <Typography.Paragraph>{t('verification.email.verified')}</Typography.Paragraph>
          <ButtonLink to={presenter.continuePath} type="primary" size="large" block>
            {t('verification.email.continue')}
          </ButtonLink>
        </>
      ) : (
        <>
          <Typography.Paragraph>
            {t('verification.email.sentTo', { email: presenter.email })}
          </Typography.Paragraph>
          <Typography.Paragraph>
            {t('verification.email.expected', { minutes: MESSAGE_EXPECTED_WITHIN_MINUTES })}
          </Typography.Paragraph>
          <FailureAlert failure={presenter.sendFailure} />
          <ResendControl
            id="resend-email"
            label={t('verification.email.resend')}
            waitKey="verification.email.resendWait"
            countdown={presenter.countdown}
            canResend={presenter.canResend}
            sending={presenter.sending}
            onResend={() => void presenter.resend()}
          />
          <Button
            type="link"
            style={{ paddingInline: 0, marginTop: 16 }}
            onClick={() => presenter.openChange()}
          >
            {t('verification.email.change')}
          </Button>
          {presenter.showsOutboxLink && <SandboxOutboxNote />}
        </>
      )}
      <ChangeEmailModal presenter={presenter} />
    </RegistrationShell>
  );
});

export default VerifyEmailPage;
