import { Alert, Button, Form, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { CODE_LENGTH } from '../../domain/consumer/code';
import { ButtonLink } from '../landing/ButtonLink';
import { FailureAlert } from '../registration/FailureAlert';
import { FormField } from '../registration/FormField';
import { RegistrationShell } from '../registration/RegistrationShell';
import { StepHeading } from '../registration/StepHeading';
import { useMessages } from '../registration/useMessages';
import { usePageTitle } from '../shell/usePageTitle';
import { ChangePhoneModal } from './ChangePhoneModal';
import { CodeInput } from './CodeInput';
import { ResendControl } from './ResendControl';
import { SandboxOutboxNote } from './SandboxOutboxNote';
import { SuccessAlert } from './SuccessAlert';
import { VerifyMobilePresenter } from './VerifyMobilePresenter';
import { usePresenter } from '../shell/ContainerContext';

/** Verify Mobile (/consumer/verification/mobile): the 6-digit code texted to the consumer. */
const VerifyMobilePage = observer(function VerifyMobilePage() {
  usePageTitle('verification.mobile.pageTitle');
  const presenter = usePresenter(VerifyMobilePresenter);
  const navigate = useNavigate();
  const { t, message } = useMessages();
  useEffect(() => {
    void presenter.enter();
    return () => presenter.leave();
  }, [presenter]);

  const go = async (target: Promise<string | null>) => {
    const path = await target;
    if (path !== null) await navigate(path);
  };

  return (
    <RegistrationShell step="verifyMobile">
      <StepHeading title={t('verification.mobile.title')} />
      <SuccessAlert message={presenter.alert.message} />
      {presenter.isVerified ? (
        <>
          <Typography.Paragraph>{t('verification.mobile.verified')}</Typography.Paragraph>
          <ButtonLink to={presenter.continuePath} type="primary" size="large" block>
            {t('verification.mobile.continue')}
          </ButtonLink>
        </>
      ) : (
        <>
          <Typography.Paragraph>
            {t('verification.mobile.sentTo', { length: CODE_LENGTH, phone: presenter.phone })}
          </Typography.Paragraph>
          {presenter.wrongCode && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t('verification.mobile.invalidTitle')}
              description={t('verification.mobile.invalidText')}
              style={{ marginBottom: 16 }}
            />
          )}
          <FailureAlert failure={presenter.failure} />
          <FailureAlert failure={presenter.sendFailure} />
          <Form layout="vertical" requiredMark={false} onFinish={() => void go(presenter.submitCode())}>
            <FormField
              id="mobileCode"
              label={t('verification.mobile.codeLabel')}
              hint={t('verification.mobile.codeHint', { length: CODE_LENGTH })}
              error={presenter.codeError ? message(presenter.codeError) : null}
            >
              {(control) => (
                <CodeInput
                  control={control}
                  value={presenter.code}
                  onType={(text) => void go(presenter.typeCode(text))}
                />
              )}
            </FormField>
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              loading={presenter.verifying}
              style={{ marginBottom: 24 }}
            >
              {t('verification.mobile.submit')}
            </Button>
          </Form>
          <ResendControl
            id="resend-code"
            label={t('verification.mobile.resend')}
            waitKey="verification.mobile.resendWait"
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
            {t('verification.mobile.change')}
          </Button>
          {presenter.showsOutboxLink && <SandboxOutboxNote />}
        </>
      )}
      <ChangePhoneModal presenter={presenter} />
    </RegistrationShell>
  );
});

export default VerifyMobilePage;
