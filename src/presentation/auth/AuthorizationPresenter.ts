import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  DEFAULT_DIAL_COUNTRY,
  dialCodeFor,
  dialCountries,
  type DialCountry,
} from '../../domain/consumer/dialCodes';
import { isSupportedCountry, type SupportedCountry } from '../../domain/consumer/countries';
import { RegisterForm, type RegisterValues } from '../../domain/consumer/forms/RegisterForm';
import { SECURE_INPUT_MAX } from '../../domain/consumer/password';
import { nationalNumber, normalisePhoneTyping } from '../../domain/consumer/phone';
import { validateField, validateForm } from '../../domain/validation/validateForm';
import { RegisterConsumer } from '../../application/consumer/usecases/RegisterConsumer';
import { LogIn } from '../../application/session/usecases/LogIn';
import { Navigation } from '../shell/Navigation';
import { paths } from '../shell/paths';
import { fieldMessage, refusalMessages } from './authMessages';
import { passwordFullNote } from './passwordFullNote';
import type { Message } from '../messages/Message';
import { AuthModalsPresenter } from './AuthModalsPresenter';
import { LoginFormModel } from './LoginFormModel';

export type AuthTab = 'signin' | 'register';
export type RegisterField = keyof RegisterValues;

/** The API's field names in a register failure (SPEC section 8), as the form's fields. */
const REGISTER_SERVER_FIELDS: Readonly<Record<string, RegisterField>> = {
  email: 'email',
  countryCode: 'countryIso',
  number: 'number',
  password: 'password',
  passwordToken: 'password',
  acceptedTerms: 'acceptedTerms',
};

/**
 * The Authorization screen (/auth): the sign-in and register tabs. reg=true opens the register tab;
 * kyc=true sends a successful sign-in to the KYC upgrade information. Every message stays on its
 * field and every value stays as typed.
 */
@injectable()
export class AuthorizationPresenter {
  tab: AuthTab = 'signin';
  kyc = false;
  readonly signIn: LoginFormModel;

  values: RegisterValues = {
    email: '',
    countryIso: DEFAULT_DIAL_COUNTRY,
    number: '',
    password: '',
    acceptedTerms: false,
  };
  private errors: Partial<Record<RegisterField, string>> = {};
  registerFailure: Message | null = null;
  registering = false;
  /** How many registrations ended with messages on fields (the view then focuses the first of them). */
  registerRefusals = 0;

  /** The dial codes on offer, the priority countries first. */
  readonly dialCountries: readonly DialCountry[] = dialCountries();

  constructor(
    @inject(LogIn) logIn: LogIn,
    @inject(RegisterConsumer) private readonly registerConsumer: RegisterConsumer,
    @inject(AuthModalsPresenter) private readonly authModals: AuthModalsPresenter,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    this.signIn = new LoginFormModel(logIn);
    makeAutoObservable<AuthorizationPresenter, 'registerConsumer' | 'authModals' | 'navigation'>(this, {
      signIn: false,
      dialCountries: false,
      registerConsumer: false,
      authModals: false,
      navigation: false,
    });
  }

  /** The page's query: reg=true opens the register tab, kyc=true the KYC upgrade after sign-in. */
  applyQuery(query: { reg: boolean; kyc: boolean }): void {
    this.tab = query.reg ? 'register' : 'signin';
    this.kyc = query.kyc;
  }

  chooseTab(tab: AuthTab): void {
    this.tab = tab;
  }

  /** Signs in; the one-time-code modal takes over from there. */
  async submitSignIn(): Promise<void> {
    const loggedIn = await this.signIn.submit({ kyc: this.kyc });
    if (loggedIn) {
      this.authModals.askForCode(loggedIn, { kyc: this.kyc, fromModal: false }, this.signIn.email.trim());
    }
  }

  registerMessage(field: RegisterField): Message | null {
    return fieldMessage(this.errors[field]);
  }

  /** Says when the password field, the secure input, is full. */
  get passwordNote(): Message | null {
    return passwordFullNote(this.values.password, SECURE_INPUT_MAX);
  }

  setEmail(email: string): void {
    this.edit({ email });
  }

  chooseDialCountry(country: string): void {
    if (!isSupportedCountry(country)) return;
    this.edit({ countryIso: country });
    // The number's rule depends on the country: a number already checked is checked again.
    if (this.values.number !== '') this.blur('number');
  }

  /** Typing normalisation of SPEC section 5: leading zeros, e, + and - go (and a pasted dial code). */
  setNumber(text: string): void {
    this.edit({ number: normalisePhoneTyping(text, this.values.countryIso) });
  }

  setPassword(password: string): void {
    this.edit({ password });
  }

  setAcceptedTerms(acceptedTerms: boolean): void {
    this.edit({ acceptedTerms });
    if (acceptedTerms === false) this.blur('acceptedTerms');
  }

  /** Leaving a field checks it alone. */
  blur(field: RegisterField): void {
    const key = validateField(this.form(), field);
    const { [field]: _old, ...others } = this.errors;
    this.errors = key ? { ...others, [field]: key } : others;
  }

  /** Checks every field, then registers and goes on to verify the e-mail; the form shows why not. */
  async submitRegister(): Promise<void> {
    if (this.registering) return;
    const form = this.form();
    this.errors = validateForm(form);
    this.registerFailure = null;
    if (Object.keys(this.errors).length > 0) {
      this.registerRefusals += 1;
      return;
    }
    this.registering = true;
    const result = await this.registerConsumer.execute({
      email: form.email,
      countryCode: dialCodeFor(form.countryIso as SupportedCountry),
      number: nationalNumber(form.number, form.countryIso) ?? form.number,
      acceptedTerms: form.acceptedTerms,
      password: form.password,
    });
    runInAction(() => {
      this.registering = false;
      if (result.ok) {
        this.navigation.goTo(paths.verifyEmail());
        return;
      }
      const refused = refusalMessages(result.error, REGISTER_SERVER_FIELDS, {
        field: 'password',
        typed: this.values.password,
      });
      this.errors = refused.fields;
      this.registerFailure = refused.failure;
      if (Object.keys(refused.fields).length > 0) this.registerRefusals += 1;
    });
  }

  private form(): RegisterForm {
    return RegisterForm.from(this.values);
  }

  /** A change keeps every other value; the changed field's message goes until it is checked again. */
  private edit(change: Partial<RegisterValues>): void {
    Object.assign(this.values, change);
    const field = Object.keys(change)[0] as RegisterField;
    const { [field]: _old, ...others } = this.errors;
    this.errors = others;
    this.registerFailure = null;
  }
}
