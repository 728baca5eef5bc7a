import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { DEFAULT_DIAL_COUNTRY, dialCountries, type DialCountry } from '../../domain/consumer/dialCodes';
import { isSupportedCountry } from '../../domain/consumer/countries';
import { RegisterForm, type RegisterValues } from '../../domain/consumer/forms/RegisterForm';
import { SECURE_INPUT_MAX } from '../../domain/consumer/password';
import { normalisePhoneTyping, phoneToSend } from '../../domain/consumer/phone';
import { validateField, validateForm } from '../../domain/validation/validateForm';
import type { Consumer } from '../../domain/consumer/Consumer';
import { RegisterConsumer } from '../../application/consumer/usecases/RegisterConsumer';
import { LogIn } from '../../application/session/usecases/LogIn';
import { FormSubmission } from '../forms/FormSubmission';
import type { Message } from '../messages/Message';
import { Navigation } from '../shell/Navigation';
import { paths } from '../shell/paths';
import type { PageAt, PagePresenter } from '../shell/PageHost';
import { AUTH_WORDS, passwordFullNote, passwordServerKey } from './authMessages';
import { AuthModalsPresenter } from './AuthModalsPresenter';
import { LoginFormModel } from './LoginFormModel';

export type AuthTab = 'signin' | 'register';
export type RegisterField = keyof RegisterValues;

/** The Authorization screen: the sign-in and register tabs (SPEC section 2). */
@injectable()
export class AuthorizationPresenter implements PagePresenter<never, 'reg' | 'kyc'> {
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
  readonly register = new FormSubmission<RegisterField, Consumer>(AUTH_WORDS, {
    // The API's field names in a register failure (SPEC section 8), as the form's fields.
    serverFields: {
      email: 'email',
      countryCode: 'countryIso',
      number: 'number',
      password: 'password',
      passwordToken: 'password',
      acceptedTerms: 'acceptedTerms',
    },
    serverKey: passwordServerKey('password', () => this.values.password),
    done: () => this.navigation.goTo(paths.verifyEmail()),
  });
  readonly dialCountries: readonly DialCountry[] = dialCountries();

  constructor(
    @inject(LogIn) logIn: LogIn,
    @inject(RegisterConsumer) private readonly registerConsumer: RegisterConsumer,
    @inject(AuthModalsPresenter) private readonly authModals: AuthModalsPresenter,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    this.signIn = new LoginFormModel(logIn);
    makeAutoObservable(this, { dialCountries: false });
  }

  /** The address's query: reg=true opens the register tab, kyc=true the KYC upgrade after sign-in. */
  enter({ query }: PageAt<never, 'reg' | 'kyc'>): void {
    this.tab = query.reg === 'true' ? 'register' : 'signin';
    this.kyc = query.kyc === 'true';
  }

  /** The address follows the tab, so a reload or a shared link opens the same one. */
  chooseTab(tab: AuthTab): void {
    this.tab = tab;
    this.navigation.goTo(paths.auth({ register: tab === 'register', kyc: this.kyc }), { replace: true });
  }

  /** Signs in; the one-time-code modal takes over from there. */
  async submitSignIn(): Promise<void> {
    const loggedIn = await this.signIn.submit({ kyc: this.kyc });
    if (loggedIn) {
      this.authModals.askForCode(loggedIn, { kyc: this.kyc, fromModal: false }, this.signIn.email.trim());
    }
  }

  get passwordNote(): Message | null {
    return passwordFullNote(this.values.password, SECURE_INPUT_MAX);
  }

  chooseDialCountry(country: string): void {
    if (!isSupportedCountry(country)) return;
    this.edit('countryIso', country);
    // The number's rule depends on the country: a number already checked is checked again.
    if (this.values.number !== '') this.blur('number');
  }

  /** The number is kept as SPEC section 5 says (normalisePhoneTyping). */
  type(field: 'email' | 'number' | 'password', text: string): void {
    this.edit(field, field === 'number' ? normalisePhoneTyping(text, this.values.countryIso) : text);
  }

  setAcceptedTerms(acceptedTerms: boolean): void {
    this.edit('acceptedTerms', acceptedTerms);
    if (acceptedTerms === false) this.blur('acceptedTerms');
  }

  /** Leaving a field checks it alone. */
  blur(field: RegisterField): void {
    this.register.checked(field, validateField(this.form(), field));
  }

  async submitRegister(): Promise<void> {
    const form = this.form();
    await this.register.submit(validateForm(form), () =>
      this.registerConsumer.execute({
        email: form.email,
        ...phoneToSend(form.countryIso, form.number),
        acceptedTerms: form.acceptedTerms,
        password: form.password,
      }),
    );
  }

  private form(): RegisterForm {
    return RegisterForm.from(this.values);
  }

  /** The changed field's message goes until it is checked again. */
  private edit<K extends RegisterField>(field: K, value: RegisterValues[K]): void {
    this.values[field] = value;
    this.register.edited(field);
  }
}
