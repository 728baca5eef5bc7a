import { FieldRules } from '../../validation/FieldRules';
import { EMAIL_KEYS, normaliseEmailInput } from '../email';
import { emailChecks } from './consumerChecks';

export interface PasswordResetStartValues {
  email: string;
}

/** Password Reset Start: the address the reset link goes to. */
export class PasswordResetStartForm implements PasswordResetStartValues {
  @FieldRules(...emailChecks(EMAIL_KEYS))
  email = '';

  static from(values: Partial<PasswordResetStartValues>): PasswordResetStartForm {
    const form = new PasswordResetStartForm();
    form.email = normaliseEmailInput(values.email ?? '');
    return form;
  }
}
