import { FieldRules } from '../../validation/FieldRules';
import { SECURE_INPUT_MAX } from '../password';
import { passwordCheck } from './consumerChecks';

export interface PasswordResetResumeValues {
  newPassword: string;
}

/** Password Reset Resume: the new password follows the registration password rule. */
export class PasswordResetResumeForm implements PasswordResetResumeValues {
  @FieldRules(passwordCheck)
  newPassword = '';

  /** The longest password accepted: what the secure input takes, unless the issuer checks (PASSWORD_MAX). */
  passwordMax: number = SECURE_INPUT_MAX;

  static from(
    values: Partial<PasswordResetResumeValues>,
    passwordMax = SECURE_INPUT_MAX,
  ): PasswordResetResumeForm {
    const form = new PasswordResetResumeForm();
    form.passwordMax = passwordMax;
    form.newPassword = values.newPassword ?? '';
    return form;
  }
}
