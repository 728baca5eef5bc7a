import { inject, injectable } from 'inversify';
import { parseDateOfBirth } from '../../domain/consumer/dateOfBirth';
import { PersonalInfoForm } from '../../domain/consumer/forms/PersonalInfoForm';
import {
  UPDATE_PERSONAL_INFO,
  UpdatePersonalInfo,
} from '../../application/consumer/usecases/UpdatePersonalInfo';
import { CLOCK, type Clock } from '../../application/shared/Clock';
import { STEP_FIELDS } from '../../domain/registration/stepChanges';
import { paths } from '../shell/paths';
import { ProfileSteps, ProfileStepPresenter } from './ProfileStepPresenter';

export type PersonalField = (typeof STEP_FIELDS.personalInfo)[number];

/** Personal Info (SPEC sections 2, 5 and 8): 18 years old on the Clock port's today. */
@injectable()
export class PersonalInfoPresenter extends ProfileStepPresenter<PersonalField, PersonalInfoForm> {
  constructor(
    @inject(UpdatePersonalInfo) updatePersonalInfo: UpdatePersonalInfo,
    @inject(ProfileSteps) steps: ProfileSteps,
    @inject(CLOCK) private readonly clock: Clock,
  ) {
    super(steps, {
      step: 'personalInfo',
      action: UPDATE_PERSONAL_INFO,
      fields: STEP_FIELDS.personalInfo,
      // The age rule is checked on today's date.
      toForm: (values) => PersonalInfoForm.from(values, clock.now()),
      save: (form) =>
        updatePersonalInfo.execute({
          name: form.name,
          surname: form.surname,
          dateOfBirth: parseDateOfBirth(form.dateOfBirth) ?? form.dateOfBirth,
        }),
      next: paths.addressInfo(),
    });
  }

  /** Today, for the date picker (no day after it can be picked). */
  get today(): Date {
    return this.clock.now();
  }
}
