import type { FieldCheck } from '../../validation/FieldCheck';
import { FieldRules } from '../../validation/FieldRules';
import { PASSWORD_KEYS, SECURE_INPUT_MAX } from '../password';
import { passwordCheck } from './consumerChecks';

export interface PasswordResetResumeValues {
  newPassword: string;
  /** The new password typed again, on the screen (the API takes one password). */
  confirmation?: string;
}

/** The confirmation, when there is one, is the new password again. */
const confirmationCheck: FieldCheck<{ newPassword: string }> = (value, form) => {
  if (typeof value !== 'string') return null;
  if (value === '') return PASSWORD_KEYS.confirmationEmpty;
  return value === form.newPassword ? null : PASSWORD_KEYS.mismatch;
};

/** Password Reset Resume: the new password follows the registration password rule. */
export class PasswordResetResumeForm implements PasswordResetResumeValues {
  @FieldRules(passwordCheck)
  newPassword = '';

  @FieldRules(confirmationCheck)
  confirmation: string | undefined = undefined;

  /** The longest password accepted: what the secure input takes, unless the issuer checks (PASSWORD_MAX). */
  passwordMax: number = SECURE_INPUT_MAX;

  static from(
    values: Partial<PasswordResetResumeValues>,
    passwordMax = SECURE_INPUT_MAX,
  ): PasswordResetResumeForm {
    const form = new PasswordResetResumeForm();
    form.passwordMax = passwordMax;
    form.newPassword = values.newPassword ?? '';
    form.confirmation = values.confirmation;
    return form;
  }
}
