import { FieldRules } from '../../validation/FieldRules';
import { passwordCheck } from './consumerChecks';

export interface PasswordResetResumeValues {
  newPassword: string;
}

/** Password Reset Resume: the new password follows the registration password rule. */
export class PasswordResetResumeForm implements PasswordResetResumeValues {
  @FieldRules(passwordCheck)
  newPassword = '';

  static from(values: Partial<PasswordResetResumeValues>): PasswordResetResumeForm {
    const form = new PasswordResetResumeForm();
    form.newPassword = values.newPassword ?? '';
    return form;
  }
}
