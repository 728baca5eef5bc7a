import { FieldRules } from '../../validation/FieldRules';
import { codeCheck } from './consumerChecks';

export interface VerificationCodeValues {
  /** As shown in the code box, with or without its dashes (12-34-56). */
  code: string;
}

/** The one-time code after sign-in and the SMS code of mobile verification: six digits. */
export class VerificationCodeForm implements VerificationCodeValues {
  @FieldRules(codeCheck)
  code = '';

  static from(values: Partial<VerificationCodeValues>): VerificationCodeForm {
    const form = new VerificationCodeForm();
    form.code = (values.code ?? '').trim();
    return form;
  }
}
