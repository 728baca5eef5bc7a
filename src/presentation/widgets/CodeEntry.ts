import { makeAutoObservable } from 'mobx';
import { isServerFault, type GatewayErrorKind } from '../../application/shared/GatewayError';
import type { AppError } from '../../application/shared/Result';
import { CODE_KEYS, codeDigits, codeTyping, isCodeComplete } from '../../domain/consumer/code';
import { VerificationCodeForm } from '../../domain/consumer/forms/VerificationCodeForm';
import { validateField } from '../../domain/validation/validateForm';
import { failureMessage, type FailureWords } from '../calls/failureMessage';
import { messageOf, type Message } from '../messages/Message';

/** The words of a one-time code's failures, in every code box (locales/<lang>/auth.json). */
export const ONE_TIME_CODE_WORDS = {
  codes: {
    otpInvalid: 'auth.errors.oneTimeCode.invalid',
    otpSpent: 'auth.errors.oneTimeCode.spent',
    tooEarly: { waitKey: 'auth.errors.tooEarly' },
  },
  offline: 'auth.errors.network',
  otherwise: 'auth.errors.general',
} as const satisfies FailureWords;

/** A texted one-time code's box: digits shown xx-xx-xx, a letter named at once, a short code when sent. */
export class CodeEntry {
  /** As shown in the box: 12-34-56. */
  code = '';
  /** Five wrong codes: only a new code helps. */
  spent = false;
  /** A new code was sent at the consumer's request. */
  newCodeSent = false;
  /** Under the box: what was typed is not a code, or why a call failed. */
  message: Message | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  /** Takes the digits typed, saying so when anything else was; true when the sixth digit is in, so the code sends itself. */
  type(text: string): boolean {
    const typing = codeTyping(text);
    this.code = typing.shown;
    this.newCodeSent = false;
    this.message = typing.refused ? messageOf(CODE_KEYS.notNumeric) : null;
    return isCodeComplete(this.code);
  }

  /** The digits to send, or null with the reason put under the box. */
  digitsToSend(): string | null {
    const key = validateField(VerificationCodeForm.from({ code: this.code }), 'code');
    this.message = key ? messageOf(key) : null;
    return key ? null : codeDigits(this.code);
  }

  /** Judged by the issuer (wrong, spent), the box empties; else (offline, server fault) the code stays. */
  refuse(failure: Message, { kind, spent }: { kind: GatewayErrorKind; spent: boolean }): void {
    this.message = failure;
    if (kind === 'NetworkError' || isServerFault(kind)) return;
    this.code = '';
    this.spent = spent;
  }

  /** Sending the code failed: refuse, in the code box's words; `spent` when only a new code helps. */
  refused(error: AppError, spent = error.errorCode === 'otpSpent'): void {
    this.refuse(failureMessage(error, ONE_TIME_CODE_WORDS), { kind: error.kind, spent });
  }

  /** Says under the box why something else failed (asking for a new code), keeping what was typed. */
  showFailure(failure: Message | null): void {
    this.message = failure;
  }

  /** A fresh code is on its way (or the box starts over): nothing typed, nothing wrong. */
  reset(newCodeSent = false): void {
    this.code = '';
    this.message = null;
    this.spent = false;
    this.newCodeSent = newCodeSent;
  }
}
