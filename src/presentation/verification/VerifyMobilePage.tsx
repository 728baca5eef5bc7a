import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { CODE_LENGTH } from '../../domain/consumer/code';
import { dialCountries } from '../../domain/consumer/dialCodes';
import { CodeInput } from '../forms/CodeInput';
import { DialCodeSelect } from '../forms/DialCodeSelect';
import { FormField } from '../forms/FormField';
import { MessageAlert } from '../messages/MessageAlert';
import { ChangeContactModal } from './ChangeContactModal';
import { VerificationScreen } from './VerificationScreen';
import { VerifyMobilePresenter } from './VerifyMobilePresenter';

/** Verify Mobile (/consumer/verification/mobile): the 6-digit code texted to the consumer. */
export default observer(function VerifyMobilePage({ presenter }: { presenter: VerifyMobilePresenter }) {
  const { t } = useTranslation();
  const dialog = presenter.contact.changeDialog;
  return (
    <VerificationScreen
      channel="mobile"
      contact={presenter.contact}
      changeDialog={
        <ChangeContactModal
          dialog={dialog}
          texts="verification.changePhone"
          // The country is chosen already: the number is what changes.
          firstFieldId="phoneNumber"
          intro={
            dialog.change.waitsForSignIn && (
              <Alert
                type="warning"
                showIcon
                role="alert"
                title={t('verification.changePhone.signInAgain')}
                style={{ marginBottom: 16 }}
              />
            )
          }
        >
          <FormField
            id="dialCountry"
            label={t('verification.changePhone.country')}
            error={dialog.change.fieldMessage('countryIso')}
          >
            {(control) => (
              <DialCodeSelect
                control={control}
                countries={dialCountries()}
                value={dialog.values.countryIso}
                onChange={(country) => dialog.type('countryIso', country)}
              />
            )}
          </FormField>
          <FormField
            id="phoneNumber"
            label={t('verification.changePhone.number')}
            error={dialog.change.fieldMessage('number')}
          >
            {(control) => (
              <Input
                {...control}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                value={dialog.values.number}
                onChange={(event) => dialog.type('number', event.target.value)}
              />
            )}
          </FormField>
        </ChangeContactModal>
      }
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
      <MessageAlert message={presenter.verify.failure} />
      <MessageAlert message={presenter.contact.sender.failure} />
      <Form layout="vertical" requiredMark={false} onFinish={() => void presenter.submitCode()}>
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
      </Form>
    </VerificationScreen>
  );
});
