import { inject, injectable } from 'inversify';
import { DEFAULT_COUNTRY, orderedCountries, type SupportedCountry } from '../../domain/consumer/countries';
import { AddressInfoForm } from '../../domain/consumer/forms/AddressInfoForm';
import {
  UPDATE_ADDRESS_INFO,
  UpdateAddressInfo,
} from '../../application/consumer/usecases/UpdateAddressInfo';
import { paths } from '../shell/paths';
import { ProfileSteps, STEP_WORDS, ProfileStepPresenter } from './ProfileStepForm';

export const ADDRESS_FIELDS = [
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postCode',
  'country',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Address Info (SPEC sections 2, 3, 5 and 8): the country list starts with FR, AT, BE, BG, HR, CY. */
@injectable()
export class AddressInfoPresenter extends ProfileStepPresenter<AddressField> {
  readonly countries: readonly SupportedCountry[] = orderedCountries();

  constructor(
    @inject(UpdateAddressInfo) updateAddressInfo: UpdateAddressInfo,
    @inject(ProfileSteps) steps: ProfileSteps,
  ) {
    super(
      steps.form({
        step: 'addressInfo',
        action: UPDATE_ADDRESS_INFO,
        saved: steps.saved,
        fields: ADDRESS_FIELDS,
        defaults: { country: DEFAULT_COUNTRY },
        toForm: (values) => AddressInfoForm.from(values),
        // The checked form is the address the use case takes, field for field.
        save: (form) => updateAddressInfo.execute(form),
        next: paths.financialInfo(),
        words: STEP_WORDS,
      }),
    );
  }
}
