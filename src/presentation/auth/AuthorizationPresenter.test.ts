import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { DEMO_CREDENTIALS } from '../../adapters/sandbox/seed/accounts';
import { ConsumerSession } from '../../application/session/ConsumerSession';
import { TOKEN_STORE } from '../../application/session/ports/TokenStore';
import { register, sandboxApp } from '../../composition/testing/sandboxApp';
import { PASSWORD_KEYS } from '../../domain/consumer/password';
import { PHONE_KEYS } from '../../domain/consumer/phone';
import { TERMS_KEYS } from '../../domain/consumer/forms/RegisterForm';
import { paths } from '../shell/paths';
import { AuthModalsPresenter } from './AuthModalsPresenter';
import { AuthorizationPresenter, type RegisterField } from './AuthorizationPresenter';
import { destination } from '../testing/destination';

function setUp() {
  const app = sandboxApp({ storage: new MemoryStorage() });
  const presenter = app.container.get(AuthorizationPresenter);
  return { ...app, presenter, modals: app.container.get(AuthModalsPresenter) };
}

type Presenter = AuthorizationPresenter;

/** A visitor filling the register tab as a person would. */
function fill(presenter: Presenter, values: Partial<Record<RegisterField, string | boolean>> = {}) {
  const typed = {
    email: 'new.visitor@example.com',
    countryIso: 'FR',
    number: '612345678',
    password: 'Secret123',
    acceptedTerms: true,
    ...values,
  };
  presenter.register.set('email', String(typed.email));
  presenter.chooseDialCountry(String(typed.countryIso));
  presenter.register.set('number', String(typed.number));
  presenter.register.set('password', String(typed.password));
  presenter.setAcceptedTerms(Boolean(typed.acceptedTerms));
}

/** Every field's message key (null when none). */
function messages(presenter: Presenter) {
  const fields: RegisterField[] = ['email', 'countryIso', 'number', 'password', 'acceptedTerms'];
  return Object.fromEntries(
    fields.map((field) => {
      const message = presenter.register.fieldMessage(field);
      return [field, message && 'key' in message ? message.key : null];
    }),
  );
}

const noMessages = { email: null, countryIso: null, number: null, password: null, acceptedTerms: null };

describe('the Authorization page', () => {
  describe('tabs from the address', () => {
    it('opens on sign-in, on register with reg=true, and keeps kyc=true', () => {
      const { presenter } = setUp();
      expect(presenter.tab).toBe('signin');
      presenter.enter({ params: {}, query: { reg: 'true', kyc: null } });
      expect(presenter.tab).toBe('register');
      presenter.enter({ params: {}, query: { reg: null, kyc: 'true' } });
      expect(presenter).toMatchObject({ tab: 'signin', kyc: true });
    });

    it('offers every supported dial code, France first and preselected', () => {
      const { presenter } = setUp();
      expect(presenter.register.values.countryIso).toBe('FR');
      expect(presenter.dialCountries[0]).toEqual({ country: 'FR', dialCode: '33' });
      expect(presenter.dialCountries.map((entry) => entry.country).slice(0, 6)).toEqual([
        'FR',
        'AT',
        'BE',
        'BG',
        'HR',
        'CY',
      ]);
      expect(presenter.dialCountries).toHaveLength(32);
    });
  });

  describe('register', () => {
    it('registers a new visitor, who is then signed in, and goes on to verify the e-mail', async () => {
      const { presenter, container, sandbox } = setUp();
      fill(presenter);
      await presenter.submitRegister();
      expect(destination(container)).toBe(paths.verifyEmail());
      const consumer = container.get(ConsumerSession).current;
      expect(consumer).toMatchObject({
        email: 'new.visitor@example.com',
        countryCode: '33',
        number: '612345678',
      });
      expect(container.get(TOKEN_STORE).load()).not.toBeNull();
      // The password left the page as a token: the sandbox signs the visitor in with the plain one.
      expect(() => sandbox.login({ email: 'new.visitor@example.com', password: 'Secret123' })).not.toThrow();
    });

    it('normalises the number while typing: leading zeros, e, + and - go', () => {
      const { presenter } = setUp();
      presenter.register.set('number', '06-12e+34');
      expect(presenter.register.values.number).toBe('61234');
    });

    it('writes a number pasted with the chosen country’s code nationally, and one with another code as typed', () => {
      const { presenter } = setUp();
      presenter.register.set('number', '+33 6 11 22 33 44');
      expect(presenter.register.values.number).toBe('6 11 22 33 44');
      presenter.chooseDialCountry('GB');
      presenter.register.set('number', '+33 6 11 22 33 44');
      expect(presenter.register.values.number).toBe('+33 6 11 22 33 44');
      presenter.register.blur('number');
      expect(presenter.register.fieldMessage('number')).toEqual({ key: PHONE_KEYS.countryMismatch });
    });

    const badInput: [string, Partial<Record<RegisterField, string | boolean>>, RegisterField, string][] = [
      ['an empty e-mail', { email: '' }, 'email', 'auth.errors.email.empty'],
      ['an invalid e-mail', { email: 'jane@' }, 'email', 'auth.errors.email.invalid'],
      ['a phone number too short', { number: '61234' }, 'number', PHONE_KEYS.tooShort],
      ['a phone number too long', { number: '6123456789012345' }, 'number', PHONE_KEYS.tooLong],
      ['a phone number of zeros', { number: '000 000' }, 'number', PHONE_KEYS.allZeros],
      ['a weak password', { password: 'password' }, 'password', PASSWORD_KEYS.invalid],
      ['a short password', { password: 'abc123' }, 'password', PASSWORD_KEYS.tooShort],
      ['the terms unticked', { acceptedTerms: false }, 'acceptedTerms', TERMS_KEYS.required],
    ];

    it.each(badInput)(
      'refuses %s on its field, keeping every value as typed',
      async (_case, typed, field, key) => {
        const { presenter, container } = setUp();
        fill(presenter, typed);
        const before = { ...presenter.register.values };
        await presenter.submitRegister();
        expect(destination(container)).toBeNull();
        expect(messages(presenter)).toEqual({ ...noMessages, [field]: key });
        expect(presenter.register.values).toEqual(before);
        expect(presenter.register.failure).toBeNull();
        expect(container.get(ConsumerSession).current).toBeNull();
      },
    );

    it('refuses a taken e-mail on the e-mail field (server answer), keeping every value', async () => {
      const { presenter, container } = setUp();
      fill(presenter, { email: DEMO_CREDENTIALS.email });
      const before = { ...presenter.register.values };
      await presenter.submitRegister();
      expect(destination(container)).toBeNull();
      expect(messages(presenter)).toEqual({ ...noMessages, email: 'auth.errors.email.taken' });
      expect(presenter.register.values).toEqual(before);
      expect(presenter.register.failure).toBeNull();
    });

    it('a phone number of zeros is refused even typed with a leading zero pattern', async () => {
      const { presenter } = setUp();
      fill(presenter, { number: '0000000' });
      // Typing drops leading zeros, so nothing is left: the number is then required.
      expect(presenter.register.values.number).toBe('');
      await presenter.submitRegister();
      expect(messages(presenter).number).toBe(PHONE_KEYS.empty);
    });

    it('checks one field when it is left, and clears its message while it is edited', () => {
      const { presenter } = setUp();
      presenter.register.set('email', 'jane@');
      presenter.register.blur('email');
      expect(messages(presenter)).toEqual({ ...noMessages, email: 'auth.errors.email.invalid' });
      presenter.register.set('email', 'jane@example.com');
      expect(messages(presenter).email).toBeNull();
      presenter.register.blur('email');
      expect(messages(presenter).email).toBeNull();
    });

    it('checks a typed number again when the dial country changes', () => {
      const { presenter } = setUp();
      presenter.register.set('number', '12345');
      expect(messages(presenter).number).toBeNull();
      presenter.chooseDialCountry('AT');
      expect(presenter.register.values).toMatchObject({ countryIso: 'AT', number: '12345' });
      expect(messages(presenter).number).toBe(PHONE_KEYS.tooShort);
    });

    it('names a length message by its key (the bound is the rule’s, added where it is shown)', async () => {
      const { presenter } = setUp();
      fill(presenter, { number: '12345' });
      await presenter.submitRegister();
      expect(presenter.register.fieldMessage('number')).toEqual({ key: PHONE_KEYS.tooShort });
    });

    it('shows a failure the server gives as a whole above the form, keeping every value', async () => {
      const { presenter, sandbox, container } = setUp();
      fill(presenter);
      sandbox.failNext('register', 500);
      await presenter.submitRegister();
      expect(destination(container)).toBeNull();
      expect(presenter.register.failure).toEqual({ detail: 'Fault injected into register.' });
      expect(presenter.register.values.email).toBe('new.visitor@example.com');
    });

    it('says so when the service cannot be reached', async () => {
      const { presenter, sandbox } = setUp();
      fill(presenter);
      sandbox.failNext('register', 'network');
      await presenter.submitRegister();
      expect(presenter.register.failure).toEqual({ key: 'auth.errors.network' });
    });
  });

  describe('sign in', () => {
    it('checks the form first, with the sign-in wording', async () => {
      const { presenter, modals } = setUp();
      presenter.signIn.set('email', 'demo@');
      await presenter.submitSignIn();
      expect(presenter.signIn.fieldMessage('email')).toEqual({
        key: 'auth.login.emailRuleValid',
      });
      expect(presenter.signIn.fieldMessage('password')).toEqual({
        key: 'auth.errors.password.empty',
      });
      expect(modals.code.open).toBe(false);
    });

    it('refuses wrong credentials with one message that does not say which was wrong, keeping both', async () => {
      const { presenter, modals } = setUp();
      for (const attempt of [
        { email: DEMO_CREDENTIALS.email, password: 'Wrong1234' },
        { email: 'nobody@example.com', password: DEMO_CREDENTIALS.password },
      ]) {
        presenter.signIn.set('email', attempt.email);
        presenter.signIn.set('password', attempt.password);
        await presenter.submitSignIn();
        expect(presenter.signIn.failure).toEqual({ key: 'auth.errors.login.invalidCredentials' });
        expect(presenter.signIn.fieldMessage('email')).toBeNull();
        expect(presenter.signIn.fieldMessage('password')).toBeNull();
        expect(presenter.signIn.values).toEqual(attempt);
      }
      expect(modals.code.open).toBe(false);
    });

    it('opens the one-time-code modal after the right credentials', async () => {
      const { presenter, modals } = setUp();
      presenter.signIn.set('email', DEMO_CREDENTIALS.email);
      presenter.signIn.set('password', DEMO_CREDENTIALS.password);
      await presenter.submitSignIn();
      expect(presenter.signIn.failure).toBeNull();
      expect(modals.code.open).toBe(true);
      expect(modals.login.open).toBe(false);
    });
  });
});

describe('a registered visitor', () => {
  it('cannot register the same address twice, whatever its case', async () => {
    const { presenter, container } = setUp();
    await register(container, { email: 'jane@example.com' });
    fill(presenter, { email: 'JANE@example.com' });
    await presenter.submitRegister();
    expect(messages(presenter).email).toBe('auth.errors.email.taken');
  });
});
