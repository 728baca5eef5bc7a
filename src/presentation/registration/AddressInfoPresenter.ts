import { inject, injectable } from 'inversify';
import { DEFAULT_COUNTRY, orderedCountries, type SupportedCountry } from '../../domain/consumer/countries';
import { AddressInfoForm } from '../../domain/consumer/forms/AddressInfoForm';
import {
  UPDATE_ADDRESS_INFO,
  UpdateAddressInfo,
} from '../../application/consumer/usecases/UpdateAddressInfo';
import { STEP_FIELDS } from '../../domain/registration/stepChanges';
import { paths } from '../shell/paths';
import { ProfileSteps, ProfileStepPresenter } from './ProfileStepPresenter';

export type AddressField = (typeof STEP_FIELDS.addressInfo)[number];

/** Address Info (SPEC sections 2, 3, 5 and 8): the country list starts with FR, AT, BE, BG, HR, CY. */
@injectable()
export class AddressInfoPresenter extends ProfileStepPresenter<AddressField, AddressInfoForm> {
  readonly countries: readonly SupportedCountry[] = orderedCountries();

  constructor(
    @inject(UpdateAddressInfo) updateAddressInfo: UpdateAddressInfo,
    @inject(ProfileSteps) steps: ProfileSteps,
  ) {
    super(steps, {
      step: 'addressInfo',
      action: UPDATE_ADDRESS_INFO,
      fields: STEP_FIELDS.addressInfo,
      defaults: { country: DEFAULT_COUNTRY },
      toForm: (values) => AddressInfoForm.from(values),
      save: (form) => updateAddressInfo.execute(form),
      next: paths.financialInfo(),
    });
  }
}
