import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { codeDigits, formatCodeTyping, isCodeComplete } from '../../domain/consumer/code';
import { orderedCountries, type SupportedCountry } from '../../domain/consumer/countries';
import {
  DEFAULT_DIAL_COUNTRY,
  DIAL_CODES,
  dialCountries,
  type DialCountry,
} from '../../domain/consumer/dialCodes';
import { ChangePhoneForm } from '../../domain/consumer/forms/ChangePhoneForm';
import { VerificationCodeForm } from '../../domain/consumer/forms/VerificationCodeForm';
import { nationalNumber, normalisePhoneTyping } from '../../domain/consumer/phone';
import { validateForm } from '../../domain/validation/validateForm';
import { BACKEND_MODE, type BackendMode } from '../../application/config/BackendMode';
import { ChangeMobileNumber } from '../../application/consumer/usecases/ChangeMobileNumber';
import { SendMobileCode } from '../../application/consumer/usecases/SendMobileCode';
import { VerifyMobileCode } from '../../application/consumer/usecases/VerifyMobileCode';
import type { ContactUpdate } from '../../application/consumer/ports/ConsumerGateway';
import { PendingAction, type ReplayedAction } from '../../application/session/PendingAction';
import { CLOCK, type Clock } from '../../application/shared/Clock';
import type { Result } from '../../application/shared/Result';
import { SCHEDULER, type Scheduler } from '../../application/shared/Scheduler';
import { AuthModalsPresenter } from '../auth/AuthModalsPresenter';
import { SessionPresenter } from '../shell/SessionPresenter';
import { paths } from '../shell/paths';
import { failureOfSend, serverFieldError, translatedFailure } from './failure';
import type { Failure } from '../forms/messages';
import { TimedAlert } from './TimedAlert';
import { VerificationSender } from './VerificationSender';

export const CODE_RESENT_KEY = 'verification.mobile.resent';
export const MOBILE_CHANGED_KEY = 'verify.mobileChanged';

export type PhoneField = 'countryIso' | 'number';

function dialCountryOf(countryCode: string | undefined): SupportedCountry {
  const match = orderedCountries().find((country) => DIAL_CODES[country] === countryCode);
  return match ?? DEFAULT_DIAL_COUNTRY;
}

/**
 * Verify Mobile (SPEC sections 2, 4, 5 and 8): a 6-digit code is texted on entry unless the server
 * still asks to wait; the code box shows xx-xx-xx and sends itself at the sixth digit; a wrong
 * code says so; Resend waits 60 seconds; the number can be changed.
 */
@injectable()
export class VerifyMobilePresenter {
  readonly alert: TimedAlert;
  /** The code texted on entry, by Resend and after a change of number. */
  readonly sender: VerificationSender;
  /** The code box as shown, dashes included ('12-34-5'). */
  code = '';
  codeError: string | null = null;
  /** The last code sent was not the one texted: 'Invalid Code'. */
  wrongCode = false;
  verifying = false;
  failure: Failure | null = null;

  /** The change-of-number dialog. */
  changeOpen = false;
  countryIso: string = DEFAULT_DIAL_COUNTRY;
  number = '';
  phoneErrors: Partial<Record<PhoneField, string>> = {};
  changeFailure: Failure | null = null;
  changing = false;
  /** The change met an expired session: it is kept and sent again once the consumer signs in. */
  awaitingSignIn = false;

  private stopListening: (() => void) | null = null;

  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(SendMobileCode) sendMobileCode: SendMobileCode,
    @inject(VerifyMobileCode) private readonly verifyMobileCode: VerifyMobileCode,
    @inject(ChangeMobileNumber) private readonly changeMobileNumber: ChangeMobileNumber,
    @inject(PendingAction) private readonly pending: PendingAction,
    @inject(CLOCK) clock: Clock,
    @inject(SCHEDULER) scheduler: Scheduler,
    @inject(BACKEND_MODE) private readonly mode: BackendMode,
    @inject(AuthModalsPresenter) private readonly authModals: AuthModalsPresenter,
  ) {
    this.alert = new TimedAlert(scheduler);
    this.sender = new VerificationSender(
      () => sendMobileCode.execute(),
      () => this.alert.show(CODE_RESENT_KEY),
      { clock, scheduler, authModals },
    );
    makeAutoObservable<
      VerifyMobilePresenter,
      | 'session'
      | 'verifyMobileCode'
      | 'changeMobileNumber'
      | 'pending'
      | 'mode'
      | 'authModals'
      | 'stopListening'
    >(this, {
      session: false,
      verifyMobileCode: false,
      changeMobileNumber: false,
      pending: false,
      mode: false,
      authModals: false,
      stopListening: false,
      alert: false,
      sender: false,
    });
  }

  /** The number the code goes to, as '+33 612345678'. */
  get phone(): string {
    const consumer = this.session.consumer;
    return consumer ? `+${consumer.countryCode} ${consumer.number}` : '';
  }

  get isVerified(): boolean {
    return this.session.consumer?.isMobileVerified ?? false;
  }

  get continuePath(): string {
    return paths.personalInfo();
  }

  get showsOutboxLink(): boolean {
    return this.mode === 'sandbox';
  }

  /** The dial countries, priority countries first. */
  get dialCountries(): DialCountry[] {
    return dialCountries();
  }

  /** On entry: text a code, unless one was sent less than 60 seconds ago. */
  async enter(): Promise<void> {
    this.stopListening ??= this.pending.onReplay((replayed) => this.replayed(replayed));
    const consumer = this.session.consumer;
    if (consumer === null || consumer.isMobileVerified) return;
    await this.sender.sendUnlessWaiting(consumer.allowVerificationSmsAfter);
  }

  leave(): void {
    this.stopListening?.();
    this.stopListening = null;
    this.sender.stop();
    this.alert.stop();
  }

  /**
   * Typing in the code box: dashes are put in as the digits come; the sixth digit sends the code.
   * Answers where to go when that verified the number, else null.
   */
  async typeCode(text: string): Promise<string | null> {
    this.code = formatCodeTyping(text);
    this.codeError = null;
    this.wrongCode = false;
    this.failure = null;
    return isCodeComplete(this.code) ? this.submitCode() : null;
  }

  /** Sends the code (the Verify button, or the sixth digit); answers the next page when verified. */
  async submitCode(): Promise<string | null> {
    if (this.verifying) return null;
    const problem = validateForm(VerificationCodeForm.from({ code: this.code })).code;
    if (problem) {
      this.codeError = problem;
      return null;
    }
    this.verifying = true;
    this.wrongCode = false;
    this.failure = null;
    const result = await this.verifyMobileCode.execute(codeDigits(this.code));
    return runInAction(() => {
      this.verifying = false;
      if (result.ok && result.value.verified) return paths.mobileSuccess();
      if (result.ok) {
        this.wrongCode = true;
      } else {
        this.failure = failureOfSend(result.error);
        if (result.error.kind === 'Unauthorized') this.authModals.requireLogin();
      }
      return null;
    });
  }

  openChange(): void {
    this.changeOpen = true;
    this.countryIso = dialCountryOf(this.session.consumer?.countryCode);
    this.number = '';
    this.phoneErrors = {};
    this.changeFailure = null;
  }

  closeChange(): void {
    this.changeOpen = false;
  }

  chooseDialCountry(country: string): void {
    this.countryIso = country;
    this.phoneErrors = { ...this.phoneErrors, countryIso: undefined };
    this.changeFailure = null;
  }

  /** Leading zeros, e, + and - are dropped while typing (SPEC section 5). */
  typeNumber(text: string): void {
    this.number = normalisePhoneTyping(text);
    this.phoneErrors = { ...this.phoneErrors, number: undefined };
    this.changeFailure = null;
  }

  async submitChange(): Promise<void> {
    if (this.changing) return;
    const form = ChangePhoneForm.from({ countryIso: this.countryIso, number: this.number });
    const errors = validateForm(form);
    if (Object.keys(errors).length > 0) {
      this.phoneErrors = errors;
      return;
    }
    this.changing = true;
    this.changeFailure = null;
    this.awaitingSignIn = false;
    const countryCode = DIAL_CODES[form.countryIso as SupportedCountry];
    const number = nationalNumber(form.number, form.countryIso) ?? form.number;
    const result = await this.changeMobileNumber.execute({ countryCode, number });
    runInAction(() => {
      this.changing = false;
    });
    await this.changed(result);
  }

  /** A change kept at a 401 was sent again after sign-in. */
  private replayed(replayed: ReplayedAction): void {
    if (replayed.name !== 'changeMobileNumber' || !this.awaitingSignIn) return;
    runInAction(() => {
      this.awaitingSignIn = false;
    });
    void this.changed(replayed.result as Result<ContactUpdate>);
  }

  private async changed(result: Result<ContactUpdate>): Promise<void> {
    if (!result.ok) {
      runInAction(() => {
        const { error } = result;
        if (error.kind === 'Unauthorized') {
          // Kept by ChangeMobileNumber: sent again once the consumer has signed in in the modal.
          this.awaitingSignIn = true;
          this.authModals.requireLogin();
          return;
        }
        const numberError = serverFieldError(error, 'number');
        const countryError = serverFieldError(error, 'countryCode');
        if (numberError || countryError) {
          this.phoneErrors = {
            ...(numberError ? { number: numberError } : {}),
            ...(countryError ? { countryIso: countryError } : {}),
          };
          return;
        }
        // The server's words in the dialog (SPEC section 8), or a general text when it gave none.
        this.changeFailure = translatedFailure(error, 'verification.changePhone.failed');
      });
      return;
    }
    runInAction(() => {
      this.changeOpen = false;
      this.code = '';
      this.wrongCode = false;
      this.codeError = null;
      this.failure = null;
      this.sender.failure = null;
      this.alert.show(MOBILE_CHANGED_KEY);
      this.sender.countdown.until(null);
    });
    // A new number needs a new code, which may be sent at once.
    if (!result.value.consumer.isMobileVerified) await this.sender.send();
  }
}
