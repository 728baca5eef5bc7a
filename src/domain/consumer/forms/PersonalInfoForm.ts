import { maxLength, matches, required } from '../../validation/checks';
import { FieldRules } from '../../validation/FieldRules';
import { NAME_KEYS, NAME_MAX, NAME_PATTERN, normaliseNameInput } from '../personName';
import { dateOfBirthCheck } from './consumerChecks';

export interface PersonalInfoValues {
  name: string;
  surname: string;
  /** Typed as DD/MM/YYYY, or YYYY-MM-DD from the date picker. */
  dateOfBirth: string;
}

/** Registration step Personal Info. The age is checked on `today`, handed in by the caller. */
export class PersonalInfoForm implements PersonalInfoValues {
  @FieldRules(
    required(NAME_KEYS.name.required),
    maxLength(NAME_MAX, NAME_KEYS.name.tooLong),
    matches(NAME_PATTERN, NAME_KEYS.name.invalidCharacters),
  )
  name = '';

  @FieldRules(
    required(NAME_KEYS.surname.required),
    maxLength(NAME_MAX, NAME_KEYS.surname.tooLong),
    matches(NAME_PATTERN, NAME_KEYS.surname.invalidCharacters),
  )
  surname = '';

  @FieldRules(dateOfBirthCheck)
  dateOfBirth = '';

  constructor(readonly today: Date) {}

  static from(values: Partial<PersonalInfoValues>, today: Date): PersonalInfoForm {
    const form = new PersonalInfoForm(today);
    form.name = normaliseNameInput(values.name ?? '');
    form.surname = normaliseNameInput(values.surname ?? '');
    form.dateOfBirth = (values.dateOfBirth ?? '').trim();
    return form;
  }
}
