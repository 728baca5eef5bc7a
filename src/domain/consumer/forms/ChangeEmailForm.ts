import { FieldRules } from '../../validation/FieldRules';
import { EMAIL_KEYS, normaliseEmailInput } from '../email';
import { emailChecks, newEmailDiffers } from './consumerChecks';

export interface ChangeEmailValues {
  email: string;
}

/** Editing the e-mail during verification: a valid address other than the current one. */
export class ChangeEmailForm implements ChangeEmailValues {
  @FieldRules(...emailChecks(EMAIL_KEYS), newEmailDiffers)
  email = '';

  /** The consumer's address now; compared without case or surrounding spaces. */
  currentEmail = '';

  static from(values: Partial<ChangeEmailValues>, currentEmail: string): ChangeEmailForm {
    const form = new ChangeEmailForm();
    form.email = normaliseEmailInput(values.email ?? '');
    form.currentEmail = currentEmail;
    return form;
  }
}
