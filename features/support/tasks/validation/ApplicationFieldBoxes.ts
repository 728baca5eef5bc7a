import { AuthModalsPresenter } from '../../../../src/presentation/auth/AuthModalsPresenter';
import { AuthorizationPresenter } from '../../../../src/presentation/auth/AuthorizationPresenter';
import { AddressInfoPresenter } from '../../../../src/presentation/registration/AddressInfoPresenter';
import { credentialsOf, service, settle } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import { shownText } from '../../locale/shownText';
import type { FieldBoxes, Typing } from './FieldBoxes';

/** The boxes as their screens' presenters keep them, in-process. */
export class ApplicationFieldBoxes implements FieldBoxes {
  private typed: Typing | null = null;

  constructor(private readonly world: ShopWorld) {}

  async typeIntoCodeBox(typed: string): Promise<Typing> {
    // Camille signs in: the one-time code box opens.
    const signIn = service(this.world, AuthorizationPresenter);
    const { email, password } = credentialsOf('Camille');
    signIn.signIn.set('email', email);
    signIn.signIn.set('password', password);
    await signIn.submitSignIn();
    const box = service(this.world, AuthModalsPresenter).code;
    let sent = false;
    for (const key of typed) {
      box.type(box.entry.code + key);
      sent ||= box.verify.running;
    }
    this.typed = { shown: box.entry.code, sent, message: shownText(box.entry.message) };
    await settle();
    return this.typed;
  }

  typeIntoMobileNumberBox(typed: string): Promise<Typing> {
    const screen = service(this.world, AuthorizationPresenter);
    screen.register.set('number', typed);
    this.typed = {
      shown: screen.register.values.number,
      sent: false,
      message: shownText(screen.register.fieldMessage('number')),
    };
    return Promise.resolve(this.typed);
  }

  lastTyping(): Typing {
    if (this.typed === null) throw new Error('nothing was typed');
    return this.typed;
  }

  dialCodeOffered(country: string): Promise<string | null> {
    const offered = service(this.world, AuthorizationPresenter).dialCountries.find(
      (candidate) => candidate.country === country,
    );
    return Promise.resolve(offered === undefined ? null : `+${offered.dialCode}`);
  }

  addressCountries(): Promise<readonly string[]> {
    return this.addressStep().then((step) => step.countries);
  }

  preselectedAddressCountry(): Promise<string> {
    return this.addressStep().then((step) => step.submission.values.country);
  }

  private addressStep(): Promise<AddressInfoPresenter> {
    return Promise.resolve(service(this.world, AddressInfoPresenter));
  }
}
