import { Alert, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { dialCountries } from '../../domain/consumer/dialCodes';
import { DialCodeSelect } from '../forms/DialCodeSelect';
import { FormField } from '../forms/FormField';
import type { ChangeContactDialog, PhoneField } from './ChangeContactDialog';
import { ChangeContactModal } from './ChangeContactModal';

/** The change-of-number dialog of Verify Mobile: dial code and number. */
export const ChangePhoneModal = observer(function ChangePhoneModal({
  dialog,
}: {
  dialog: ChangeContactDialog<PhoneField>;
}) {
  const { t } = useTranslation();
  const { change, values } = dialog;
  return (
    <ChangeContactModal
      dialog={dialog}
      texts="verification.changePhone"
      // The country is chosen already: the number is what changes.
      firstFieldId="phoneNumber"
      intro={
        change.waitsForSignIn && (
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
        error={change.fieldMessage('countryIso')}
      >
        {(control) => (
          <DialCodeSelect
            control={control}
            countries={dialCountries()}
            value={values.countryIso}
            onChange={(country) => dialog.type('countryIso', country)}
          />
        )}
      </FormField>
      <FormField
        id="phoneNumber"
        label={t('verification.changePhone.number')}
        error={change.fieldMessage('number')}
      >
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={values.number}
            onChange={(event) => dialog.type('number', event.target.value)}
          />
        )}
      </FormField>
    </ChangeContactModal>
  );
});
