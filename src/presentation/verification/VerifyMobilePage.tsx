import { useTranslation } from 'react-i18next';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { CODE_LENGTH } from '../../domain/consumer/code';
import { MessageAlert } from '../messages/MessageAlert';
import { FormField } from '../forms/FormField';
import { CodeInput } from '../forms/CodeInput';
import { OnceOpened } from '../widgets/OnceOpened';
import { VerificationScreen } from './VerificationScreen';
import { VerifyMobilePresenter } from './VerifyMobilePresenter';
import { Paragraph } from '../widgets/Text';
import { VerticalForm } from '../forms/VerticalForm';
import { Notice } from '../widgets/Notice';

// The dialog (antd's Modal and Select, the countries) downloads when it is first opened.
const ChangePhoneModal = lazy(() =>
  import('./ChangeContactModal').then((dialogs) => ({
    default: dialogs.ChangePhoneModal,
  })),
);

/** Verify Mobile (/consumer/verification/mobile): the 6-digit code texted to the consumer. */
export default observer(function VerifyMobilePage({ presenter }: { presenter: VerifyMobilePresenter }) {
  const { t } = useTranslation();

  return (
    <VerificationScreen contact={presenter}>
      <Paragraph>
        {t('verification.mobile.sentTo', { length: CODE_LENGTH, phone: presenter.phone })}
      </Paragraph>
      {presenter.wrongCode && (
        <Notice
          type="error"
          role="alert"
          title={t('verification.mobile.invalidTitle')}
          description={t('verification.mobile.invalidText')}
          style={{ marginBottom: 16 }}
        />
      )}
      <MessageAlert message={presenter.verify.failure} />
      <MessageAlert message={presenter.sender.failure} />
      <VerticalForm onSubmit={() => void presenter.submitCode()}>
        <FormField
          id="mobileCode"
          label={t('verification.mobile.codeLabel')}
          hint={t('verification.mobile.codeHint', { length: CODE_LENGTH })}
          error={presenter.entry.message}
        >
          {(control) => (
            <CodeInput
              control={control}
              placeholder="12-34-56"
              style={{ maxWidth: 220 }}
              value={presenter.entry.code}
              onType={(text) => void presenter.typeCode(text)}
            />
          )}
        </FormField>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={presenter.verify.running}
          style={{ marginBottom: 24 }}
        >
          {t('verification.mobile.submit')}
        </Button>
      </VerticalForm>
      <OnceOpened open={presenter.changeDialog.open}>
        <ChangePhoneModal dialog={presenter.changeDialog} />
      </OnceOpened>
    </VerificationScreen>
  );
});
