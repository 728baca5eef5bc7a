import { Alert, Button, Form, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { CODE_LENGTH } from '../../domain/consumer/code';
import { FailureAlert } from '../forms/FailureAlert';
import { FormField } from '../forms/FormField';
import { useMessages } from '../forms/useMessages';
import { usePresenter } from '../shell/ContainerContext';
import { usePageTitle } from '../shell/usePageTitle';
import { ChangePhoneModal } from './ChangePhoneModal';
import { CodeInput } from '../forms/CodeInput';
import { VerificationScreen } from './VerificationScreen';
import { VerifyMobilePresenter } from './VerifyMobilePresenter';

/** Verify Mobile (/consumer/verification/mobile): the 6-digit code texted to the consumer. */
const VerifyMobilePage = observer(function VerifyMobilePage() {
  usePageTitle('verification.mobile.pageTitle');
  const presenter = usePresenter(VerifyMobilePresenter);
  const navigate = useNavigate();
  const { t, message } = useMessages();

  const go = async (target: Promise<string | null>) => {
    const path = await target;
    if (path !== null) await navigate(path);
  };

  return (
    <VerificationScreen
      step="verifyMobile"
      presenter={presenter}
      texts={{
        title: t('verification.mobile.title'),
        verified: t('verification.mobile.verified'),
        continue: t('verification.mobile.continue'),
        resend: t('verification.mobile.resend'),
        resendWaitKey: 'verification.mobile.resendWait',
        change: t('verification.mobile.change'),
      }}
      resendId="resend-code"
      changeDialog={<ChangePhoneModal presenter={presenter} />}
    >
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
      <FailureAlert failure={presenter.sender.failure} />
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
              placeholder="12-34-56"
              style={{ maxWidth: 220 }}
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
    </VerificationScreen>
  );
});

export default VerifyMobilePage;
