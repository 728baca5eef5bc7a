import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Consumer } from '../../domain/consumer/Consumer';
import {
  CODE_KEYS,
  codeDigits,
  codeProblem,
  formatCodeTyping,
  isCodeComplete,
} from '../../domain/consumer/code';
import { VerificationCodeForm } from '../../domain/consumer/forms/VerificationCodeForm';
import { firstMissingStep } from '../../domain/registration/registrationStep';
import { validateField } from '../../domain/validation/validateForm';
import { LoadConsumer } from '../../application/consumer/usecases/LoadConsumer';
import { ResumeStoredOrder } from '../../application/orders/usecases/ResumeStoredOrder';
import type { AppError } from '../../application/shared/Result';
import { ConsumerSession } from '../../application/session/ConsumerSession';
import { LogIn, type LoggedIn, type LoginDestination } from '../../application/session/usecases/LogIn';
import { RequestOneTimeCode } from '../../application/session/usecases/RequestOneTimeCode';
import { VerifyOneTimeCode } from '../../application/session/usecases/VerifyOneTimeCode';
import { paths } from '../shell/paths';
import { AUTH_FAILURE_KEYS, failureMessage, fieldMessage } from './authMessages';
import type { ShownMessage } from '../forms/messages';
import { LoginFormModel } from './LoginFormModel';

/** How the sign-in that needs a code was started: the LogIn options to use again if it must be redone. */
export interface SignInPurpose {
  kyc: boolean;
  fromModal: boolean;
}

/**
 * The app-wide login and one-time-code modals (SPEC sections 2, 4 and 8), one instance for the app.
 *
 * - The login modal opens when a call meets Unauthorized (presenters call `requireLogin()`) or when
 *   the session countdown ends; its e-mail is prefilled and locked when the consumer is known.
 * - The one-time-code modal follows every login, from the Authorization page or from the login
 *   modal: xx-xx-xx with dashes inserted while typing, sent by itself at 6 digits. After 5 wrong
 *   codes the code is spent and a new one must be requested.
 * - A page sign-in ends on `target` (cards, the KYC upgrade info with kyc=true, or Payment when an
 *   amount was waiting as newOrder), which the modal component follows with useNavigate. A modal
 *   sign-in closes over the page: the consumer is read again and VerifyOneTimeCode has already
 *   replayed the kept action once.
 */
@injectable()
export class AuthModalsPresenter {
  loginOpen = false;
  /** The e-mail is the known consumer's and cannot be changed. */
  emailLocked = false;
  readonly login: LoginFormModel;
  private purpose: SignInPurpose = { kyc: false, fromModal: true };
  /** The address of the sign-in waiting for its code, to prefill the form if it must be redone. */
  private signingInAs = '';

  codeOpen = false;
  /** As shown in the box: 12-34-56. */
  code = '';
  private codeKey: string | null = null;
  private codeFailure: ShownMessage | null = null;
  /** Five wrong codes: only a new code helps. */
  codeSpent = false;
  verifying = false;
  requestingCode = false;
  /** A new code was sent at the consumer's request. */
  newCodeSent = false;
  private destination: LoginDestination = 'cards';

  /** Where the view must go after a page sign-in; cleared by `targetFollowed()`. */
  target: string | null = null;

  constructor(
    @inject(LogIn) logIn: LogIn,
    @inject(VerifyOneTimeCode) private readonly verifyOneTimeCode: VerifyOneTimeCode,
    @inject(RequestOneTimeCode) private readonly requestOneTimeCode: RequestOneTimeCode,
    @inject(LoadConsumer) private readonly loadConsumer: LoadConsumer,
    @inject(ResumeStoredOrder) private readonly resumeStoredOrder: ResumeStoredOrder,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
  ) {
    this.login = new LoginFormModel(logIn);
    makeAutoObservable<
      AuthModalsPresenter,
      'verifyOneTimeCode' | 'requestOneTimeCode' | 'loadConsumer' | 'resumeStoredOrder' | 'session'
    >(this, {
      login: false,
      verifyOneTimeCode: false,
      requestOneTimeCode: false,
      loadConsumer: false,
      resumeStoredOrder: false,
      session: false,
    });
  }

  /** The message under the code box. */
  get codeMessage(): ShownMessage | null {
    return this.codeFailure ?? fieldMessage(this.codeKey);
  }

  /** A call met Unauthorized (or the session ran out): sign in again over the current page. */
  requireLogin(): void {
    if (this.loginOpen || this.codeOpen) return;
    this.openLogin({ kyc: false, fromModal: true }, null);
  }

  closeLogin(): void {
    this.loginOpen = false;
  }

  async submitLogin(): Promise<void> {
    const loggedIn = await this.login.submit(this.purpose);
    if (loggedIn) runInAction(() => this.askForCode(loggedIn, this.purpose, this.login.email));
  }

  /** After any login: the code texted to the consumer's mobile. */
  askForCode(loggedIn: LoggedIn, purpose: SignInPurpose, email: string): void {
    this.purpose = purpose;
    this.signingInAs = email;
    this.loginOpen = false;
    this.destination = loggedIn.destination;
    this.code = '';
    this.codeKey = null;
    this.codeFailure = null;
    this.codeSpent = false;
    this.newCodeSent = false;
    this.codeOpen = true;
  }

  /** Leaves the code box; the sign-in is not finished, so the next protected call asks again. */
  closeCode(): void {
    this.codeOpen = false;
  }

  typeCode(text: string): void {
    if (this.verifying || this.codeSpent) return;
    this.code = formatCodeTyping(text);
    this.codeFailure = null;
    this.newCodeSent = false;
    // Letters are named at once; a short code only when it is sent.
    this.codeKey = codeProblem(this.code) === CODE_KEYS.notNumeric ? CODE_KEYS.notNumeric : null;
    if (isCodeComplete(this.code)) void this.submitCode();
  }

  async submitCode(): Promise<void> {
    if (this.verifying || this.codeSpent) return;
    this.codeFailure = null;
    this.codeKey = validateField(VerificationCodeForm.from({ code: this.code }), 'code');
    if (this.codeKey) return;
    this.verifying = true;
    const result = await this.verifyOneTimeCode.execute(codeDigits(this.code));
    if (!result.ok) {
      runInAction(() => this.codeRefused(result.error));
      return;
    }
    const target = await this.afterSignIn(result.value.consumer);
    runInAction(() => {
      this.verifying = false;
      this.codeOpen = false;
      this.code = '';
      this.target = target;
    });
  }

  async requestNewCode(): Promise<void> {
    if (this.requestingCode) return;
    this.requestingCode = true;
    const result = await this.requestOneTimeCode.execute();
    runInAction(() => {
      this.requestingCode = false;
      if (!result.ok) {
        if (result.error.kind === 'Unauthorized') this.signInAgain();
        else this.codeFailure = failureMessage(result.error);
        return;
      }
      this.code = '';
      this.codeKey = null;
      this.codeFailure = null;
      this.codeSpent = false;
      this.newCodeSent = true;
    });
  }

  /** The view went to `target`. */
  targetFollowed(): void {
    this.target = null;
  }

  private openLogin(purpose: SignInPurpose, failure: ShownMessage | null): void {
    const known = this.session.current;
    this.purpose = purpose;
    this.emailLocked = known !== null;
    this.login.reset(known?.email ?? this.signingInAs, failure);
    this.loginOpen = true;
  }

  private codeRefused(error: AppError): void {
    this.verifying = false;
    this.code = '';
    if (error.kind === 'Unauthorized') {
      this.signInAgain();
      return;
    }
    this.codeSpent = error.errorCode === 'otpSpent';
    this.codeFailure = failureMessage(error);
  }

  /** The login behind the code box ran out: the login modal opens again, for the same purpose. */
  private signInAgain(): void {
    this.codeOpen = false;
    this.openLogin(this.purpose, { key: AUTH_FAILURE_KEYS.signInAgain });
  }

  /** Where a verified sign-in leads (null: stay on the page). */
  private async afterSignIn(consumer: Consumer): Promise<string | null> {
    switch (this.destination) {
      case 'currentPage':
        await this.loadConsumer.execute();
        return null;
      case 'kycUpgradeInfo':
        return paths.kycUpgradeInfo();
      case 'cards':
        return this.cardsOrStoredOrder(consumer);
    }
  }

  /**
   * SPEC section 4: an amount chosen before signing in becomes an order and the consumer pays it.
   * Only a consumer who may order (registration complete) tries; otherwise, or when the order
   * cannot be created (the amount stays stored), the consumer goes to the cards, where the
   * registration guard sends an incomplete consumer on to the first missing step.
   */
  private async cardsOrStoredOrder(consumer: Consumer): Promise<string> {
    if (firstMissingStep(consumer) !== 'cards') return paths.cards();
    const resumed = await this.resumeStoredOrder.execute();
    if (resumed.ok && resumed.value.kind === 'created') return paths.orderPayment(resumed.value.orderId);
    return paths.cards();
  }
}
