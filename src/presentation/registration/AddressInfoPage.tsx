import { observer } from 'mobx-react-lite';
import { useLanguage } from '../i18n/useLanguage';
import { AddressInfoPresenter } from './AddressInfoPresenter';
import { countryOptions } from './countryNames';
import { ProfileStepPage } from './ProfileStepPage';

export default observer(function AddressInfoPage({ presenter }: { presenter: AddressInfoPresenter }) {
  const language = useLanguage();
  return (
    <ProfileStepPage
      presenter={presenter}
      fields={[
        {
          field: 'addressLine1',
          autoComplete: 'address-line1',
          hint: 'registration.addressInfo.addressLine1Hint',
        },
        { field: 'addressLine2', autoComplete: 'address-line2' },
        { field: 'city', autoComplete: 'address-level2' },
        { field: 'state', autoComplete: 'address-level1' },
        { field: 'postCode', autoComplete: 'postal-code' },
        { field: 'country', options: countryOptions(presenter.countries, language) },
      ]}
    />
  );
});
