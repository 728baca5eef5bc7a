import { Alert, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { DialCodeSelect } from '../forms/DialCodeSelect';
import { FormField } from '../forms/FormField';
import { ChangeContactModal } from './ChangeContactModal';
import type { ChangePhoneDialog } from './ChangePhoneDialog';
import { useTranslation } from 'react-i18next';

/** The change-of-number dialog of Verify Mobile: dial code and number. */
export const ChangePhoneModal = observer(function ChangePhoneModal({
  dialog,
}: {
  dialog: ChangePhoneDialog;
}) {
  const { t } = useTranslation();
  return (
    <ChangeContactModal
      // The country is chosen already: the number is what changes.
      firstFieldId="phoneNumber"
      open={dialog.open}
      title={t('verification.changePhone.title')}
      intro={
        dialog.awaitingSignIn && (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={t('verification.changePhone.signInAgain')}
            style={{ marginBottom: 16 }}
          />
        )
      }
      failure={dialog.failure}
      changing={dialog.changing}
      cancelLabel={t('verification.changePhone.cancel')}
      submitLabel={t('verification.changePhone.submit')}
      onClose={() => dialog.close()}
      onSubmit={() => void dialog.submit()}
    >
      <FormField
        id="dialCountry"
        label={t('verification.changePhone.country')}
        error={dialog.errors.countryIso ?? null}
      >
        {(control) => (
          <DialCodeSelect
            control={control}
            countries={dialog.dialCountries}
            value={dialog.countryIso}
            onChange={(country) => dialog.chooseDialCountry(country)}
          />
        )}
      </FormField>
      <FormField
        id="phoneNumber"
        label={t('verification.changePhone.number')}
        error={dialog.errors.number ?? null}
      >
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={dialog.number}
            onChange={(event) => dialog.typeNumber(event.target.value)}
          />
        )}
      </FormField>
    </ChangeContactModal>
  );
});
