import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { DEFAULT_DIAL_COUNTRY, dialCountries, type DialCountry } from '../../domain/consumer/dialCodes';
import { isSupportedCountry } from '../../domain/consumer/countries';
import { RegisterForm, type RegisterValues } from '../../domain/consumer/forms/RegisterForm';
import { normalisePhoneTyping, phoneToSend } from '../../domain/consumer/phone';
import type { Consumer } from '../../domain/consumer/Consumer';
import { RegisterConsumer } from '../../application/consumer/usecases/RegisterConsumer';
import { FormModel } from '../forms/FormModel';
import { Navigation } from '../shell/Navigation';
import { paths } from '../shell/paths';
import type { PageAt, PagePresenter } from '../shell/PageHost';
import { AUTH_WORDS, passwordServerKey } from './authMessages';
import { AuthModalsPresenter } from './AuthModalsPresenter';
import { loginForm } from './LoginFormModel';

export type AuthTab = 'signin' | 'register';
export type RegisterField = keyof RegisterValues;

/** The Authorization screen: the sign-in and register tabs (SPEC section 2). */
@injectable()
export class AuthorizationPresenter implements PagePresenter<never, 'reg' | 'kyc'> {
  tab: AuthTab = 'signin';
  kyc = false;
  readonly signIn = loginForm();
  readonly register = new FormModel<RegisterValues, RegisterForm, Consumer>(
    AUTH_WORDS,
    { email: '', countryIso: DEFAULT_DIAL_COUNTRY, number: '', password: '', acceptedTerms: false },
    {
      rules: (values) => RegisterForm.from(values),
      // The API's other field names in a register failure (SPEC section 8), as the form's fields.
      serverFields: { countryCode: 'countryIso', passwordToken: 'password' },
      serverKey: passwordServerKey<RegisterValues>('password'),
      // The number is kept as SPEC section 5 says.
      typed: (field, text, values) =>
        field === 'number' ? normalisePhoneTyping(text, values.countryIso) : text,
      done: () => this.navigation.goTo(paths.verifyEmail()),
    },
  );
  readonly dialCountries: readonly DialCountry[] = dialCountries();

  constructor(
    @inject(RegisterConsumer) private readonly registerConsumer: RegisterConsumer,
    @inject(AuthModalsPresenter) private readonly authModals: AuthModalsPresenter,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
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
    await this.authModals.signIn(this.signIn, { kyc: this.kyc, fromModal: false });
  }

  chooseDialCountry(country: string): void {
    if (!isSupportedCountry(country)) return;
    this.register.set('countryIso', country);
    // The number's rule depends on the country: a number already checked is checked again.
    if (this.register.values.number !== '') this.register.blur('number');
  }

  setAcceptedTerms(acceptedTerms: boolean): void {
    this.register.set('acceptedTerms', acceptedTerms);
    if (acceptedTerms === false) this.register.blur('acceptedTerms');
  }

  async submitRegister(): Promise<void> {
    await this.register.submit((form) =>
      this.registerConsumer.execute({
        email: form.email,
        ...phoneToSend(form.countryIso, form.number),
        acceptedTerms: form.acceptedTerms,
        password: form.password,
      }),
    );
  }
}
