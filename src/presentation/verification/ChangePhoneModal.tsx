import { Alert, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { DialCodeSelect } from '../forms/DialCodeSelect';
import { FormField } from '../forms/FormField';
import { useMessages } from '../forms/useMessages';
import { ChangeContactModal } from './ChangeContactModal';
import type { PhoneField, VerifyMobilePresenter } from './VerifyMobilePresenter';

/** The change-of-number dialog of Verify Mobile: dial code and number. */
export const ChangePhoneModal = observer(function ChangePhoneModal({
  presenter,
}: {
  presenter: VerifyMobilePresenter;
}) {
  const { t, message } = useMessages();
  const error = (field: PhoneField) => {
    const key = presenter.phoneErrors[field];
    return key ? message(key) : null;
  };
  return (
    <ChangeContactModal
      open={presenter.changeOpen}
      title={t('verification.changePhone.title')}
      intro={
        presenter.awaitingSignIn && (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={t('verification.changePhone.signInAgain')}
            style={{ marginBottom: 16 }}
          />
        )
      }
      failure={presenter.changeFailure}
      changing={presenter.changing}
      cancelLabel={t('verification.changePhone.cancel')}
      submitLabel={t('verification.changePhone.submit')}
      onClose={() => presenter.closeChange()}
      onSubmit={() => void presenter.submitChange()}
    >
      <FormField id="dialCountry" label={t('verification.changePhone.country')} error={error('countryIso')}>
        {(control) => (
          <DialCodeSelect
            control={control}
            countries={presenter.dialCountries}
            value={presenter.countryIso}
            onChange={(country) => presenter.chooseDialCountry(country)}
          />
        )}
      </FormField>
      <FormField id="phoneNumber" label={t('verification.changePhone.number')} error={error('number')}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={presenter.number}
            onChange={(event) => presenter.typeNumber(event.target.value)}
          />
        )}
      </FormField>
    </ChangeContactModal>
  );
});
