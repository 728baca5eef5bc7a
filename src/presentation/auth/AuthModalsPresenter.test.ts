import type { Container } from 'inversify';
import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { DEMO_CREDENTIALS, LEVEL1_CREDENTIALS } from '../../adapters/sandbox/seed/accounts';
import { TOKEN_LIFETIME_MINUTES } from '../../adapters/sandbox/session/sessionRules';
import { NEW_ORDER_STORE } from '../../application/orders/ports/NewOrderStore';
import { LIST_ORDERS, ListOrders } from '../../application/orders/usecases/ListOrders';
import { ConsumerSession } from '../../application/session/ConsumerSession';
import { PendingAction } from '../../application/session/PendingAction';
import type { Result } from '../../application/shared/Result';
import type { GroupedOrders } from '../../domain/orders/orderGrouping';
import { newestCode, register, sandboxApp, signIn } from '../../composition/testing/sandboxApp';
import { CODE_KEYS } from '../../domain/consumer/code';
import { paths } from '../shell/paths';
import { destination } from '../testing/destination';
import { AuthModalsPresenter } from './AuthModalsPresenter';
import { AuthorizationPresenter } from './AuthorizationPresenter';
import type { OneTimeCodeModal } from './OneTimeCodeModal';

/** The app over a sandbox whose clock the test moves. */
function setUp() {
  let now = new Date('2025-03-10T10:00:00Z');
  const app = sandboxApp({ storage: new MemoryStorage(), clock: () => now });
  const advanceSeconds = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  const advanceMinutes = (minutes: number) => advanceSeconds(minutes * 60);
  const modals = app.container.get(AuthModalsPresenter);
  return { ...app, modals, code: modals.code, login: modals.login, advanceSeconds, advanceMinutes };
}

/** Signs in on the Authorization page; the code modal is then open. */
async function signInOnPage(
  container: Container,
  credentials: { email: string; password: string } = DEMO_CREDENTIALS,
  query = { reg: false, kyc: false },
) {
  const page = container.get(AuthorizationPresenter);
  page.enter({ params: {}, query: { reg: String(query.reg), kyc: String(query.kyc) } });
  page.signIn.set('email', credentials.email);
  page.signIn.set('password', credentials.password);
  await page.submitSignIn();
  return page;
}

/** Types a code digit by digit, as a person would; the sixth digit sends it. */
async function typeCode(modal: OneTimeCodeModal, code: string) {
  for (let length = 1; length <= code.length; length += 1) modal.type(modal.entry.code + code[length - 1]);
  await waitUntilIdle(modal);
}

async function waitUntilIdle(modal: OneTimeCodeModal) {
  for (let turns = 0; turns < 50 && (modal.verify.running || modal.newCode.running); turns += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

const wrongCodeOf = (code: string) => code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));

describe('the app-wide modals', () => {
  it('is one instance for the whole app', () => {
    const { container } = setUp();
    expect(container.get(AuthModalsPresenter)).toBe(container.get(AuthModalsPresenter));
  });

  describe('the one-time code after a page sign-in', () => {
    it('shows dashes while typing and sends itself at the sixth digit, then goes to the cards', async () => {
      const { container, code: modal } = setUp();
      await signInOnPage(container);
      expect(modal.open).toBe(true);
      const code = await newestCode(container, 'oneTimeCode');

      modal.type(code.slice(0, 3));
      expect(modal.entry.code).toBe(`${code.slice(0, 2)}-${code[2]}`);
      modal.type(`${modal.entry.code}${code.slice(3, 5)}`);
      expect(modal.entry.code).toBe(`${code.slice(0, 2)}-${code.slice(2, 4)}-${code[4]}`);
      expect(modal.verify.running).toBe(false);
      modal.type(`${modal.entry.code}${code[5]}`);
      expect(modal.verify.running).toBe(true);
      await waitUntilIdle(modal);

      expect(modal.open).toBe(false);
      expect(destination(container)).toBe(paths.cards());
      expect(container.get(ConsumerSession).current?.email).toBe(DEMO_CREDENTIALS.email);
    });

    it('keeps letters out and names them at once, and a short code when it is sent', async () => {
      const { container, code: modal } = setUp();
      await signInOnPage(container);
      modal.type('12a');
      expect(modal.entry.code).toBe('12');
      expect(modal.entry.message).toEqual({ key: CODE_KEYS.notNumeric });
      modal.type('1234');
      expect(modal.entry.message).toBeNull();
      await modal.submit();
      expect(modal.entry.message).toEqual({ key: CODE_KEYS.wrongLength });
      expect(modal.entry.code).toBe('12-34');
    });

    it('says a wrong code is wrong and lets the consumer type again', async () => {
      const { container, code: modal } = setUp();
      await signInOnPage(container);
      const code = await newestCode(container, 'oneTimeCode');
      await typeCode(modal, wrongCodeOf(code));
      expect(modal.entry.message).toEqual({ key: 'auth.errors.oneTimeCode.invalid' });
      expect(modal.open).toBe(true);
      expect(modal.entry).toMatchObject({ code: '', spent: false });
      expect(destination(container)).toBeNull();
      await typeCode(modal, code);
      expect(destination(container)).toBe(paths.cards());
    });

    it.each([
      ['no answer', 'network', { key: 'auth.errors.network' }],
      ['a server fault', 500, expect.anything()],
    ] as const)(
      'keeps the code typed when %s stops its check; sent again, it signs in',
      async (_what, fault, message) => {
        const { container, sandbox, code: modal } = setUp();
        await signInOnPage(container);
        const code = await newestCode(container, 'oneTimeCode');
        sandbox.failNext('verifyOneTimeCode', fault);
        await typeCode(modal, code);
        expect(modal.open).toBe(true);
        expect(modal.entry.code).toBe(code.replace(/(\d\d)(\d\d)(\d\d)/, '$1-$2-$3'));
        expect(modal.entry.message).toEqual(message);
        await modal.submit();
        await waitUntilIdle(modal);
        expect(destination(container)).toBe(paths.cards());
      },
    );

    it('after 5 wrong codes asks for a new code, which comes a minute after the first and then works', async () => {
      const { container, code: modal, advanceSeconds } = setUp();
      await signInOnPage(container);
      const spentCode = await newestCode(container, 'oneTimeCode');
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await typeCode(modal, wrongCodeOf(spentCode));
        expect(modal.entry.spent).toBe(false);
      }
      await typeCode(modal, wrongCodeOf(spentCode));
      expect(modal.entry.spent).toBe(true);
      expect(modal.entry.message).toEqual({ key: 'auth.errors.oneTimeCode.spent' });
      // The spent code is not even sent any more.
      modal.type(spentCode);
      expect(modal.entry.code).toBe('');

      advanceSeconds(20);
      await modal.requestNewCode();
      expect(modal.entry).toMatchObject({
        spent: true,
        message: { key: 'auth.errors.tooEarly', values: { count: 40 } },
      });
      advanceSeconds(40);
      await modal.requestNewCode();
      expect(modal.entry).toMatchObject({ spent: false, newCodeSent: true, message: null });
      const freshCode = await newestCode(container, 'oneTimeCode');
      await typeCode(modal, freshCode);
      expect(destination(container)).toBe(paths.cards());
    });

    it('after ten wrong codes in a quarter of an hour says how long to wait; a new code does not help', async () => {
      const { container, code: modal, advanceSeconds, advanceMinutes } = setUp();
      await signInOnPage(container);
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        if (modal.entry.spent) {
          advanceSeconds(60);
          await modal.requestNewCode();
        }
        await typeCode(modal, wrongCodeOf(await newestCode(container, 'oneTimeCode')));
      }
      expect(modal.entry.message).toEqual({ key: 'errors.tooManyRequests.minutes', values: { count: 14 } });

      advanceMinutes(5);
      await modal.requestNewCode();
      expect(modal.entry.message).toEqual({ key: 'errors.tooManyRequests.minutes', values: { count: 9 } });
      expect(destination(container)).toBeNull();
    });

    it('goes to the KYC upgrade information when the page was opened with kyc=true', async () => {
      const { container, code: modal } = setUp();
      await signInOnPage(container, LEVEL1_CREDENTIALS, { reg: false, kyc: true });
      await typeCode(modal, await newestCode(container, 'oneTimeCode'));
      expect(destination(container)).toBe(paths.kycUpgradeInfo());
    });

    it('goes on to pay when an amount was chosen before signing in', async () => {
      const { container, code: modal } = setUp();
      container.get(NEW_ORDER_STORE).save(3000);
      await signInOnPage(container);
      await typeCode(modal, await newestCode(container, 'oneTimeCode'));
      expect(destination(container)).toMatch(/^\/order\/[^/]+\/payment$/);
      expect(container.get(NEW_ORDER_STORE).load()).toBeNull();
    });

    it('sends an incomplete consumer to the cards (the guard moves on to the missing step) with the amount kept', async () => {
      const { container, code: modal } = setUp();
      await register(container, { email: 'new@example.com' });
      container.get(NEW_ORDER_STORE).save(3000);
      await signInOnPage(container, { email: 'new@example.com', password: 'Secret123' });
      await typeCode(modal, await newestCode(container, 'oneTimeCode'));
      expect(destination(container)).toBe(paths.cards());
      expect(container.get(NEW_ORDER_STORE).load()).toBe(3000);
    });
  });

  describe('the login modal after a 401', () => {
    it('prefills and locks the known consumer’s e-mail, and replays the kept action once', async () => {
      const { container, code: modal, login, advanceMinutes } = setUp();
      await signIn(container);
      advanceMinutes(TOKEN_LIFETIME_MINUTES + 1);
      const replays: Result<GroupedOrders>[] = [];
      container.get(PendingAction).onReplay(LIST_ORDERS, (result) => replays.push(result));

      // The call that meets the expired session opens the login modal by itself.
      const expired = await container.get(ListOrders).execute();
      expect(expired).toMatchObject({ ok: false, error: { kind: 'Unauthorized' } });

      expect(login).toMatchObject({ open: true, emailLocked: true });
      expect(modal.open).toBe(false);
      expect(login.form.values.email).toBe(DEMO_CREDENTIALS.email);
      login.form.set('password', DEMO_CREDENTIALS.password);
      await login.submit();
      expect(login.open).toBe(false);
      expect(modal.open).toBe(true);

      await typeCode(modal, await newestCode(container, 'oneTimeCode'));
      expect(modal.open || login.open).toBe(false);
      expect(destination(container)).toBeNull();
      expect(replays).toEqual([expect.objectContaining({ ok: true })]);
      expect(container.get(PendingAction).keptName).toBeNull();
      expect(container.get(ConsumerSession).current?.email).toBe(DEMO_CREDENTIALS.email);
    });

    it('refuses a wrong password in the modal without saying which factor was wrong', async () => {
      const { container, code: modal, login, advanceMinutes } = setUp();
      await signIn(container);
      advanceMinutes(TOKEN_LIFETIME_MINUTES + 1);
      container.get(PendingAction).requireSignIn();
      login.form.set('password', 'Wrong1234');
      await login.submit();
      expect(login.form.failure).toEqual({ key: 'auth.errors.login.invalidCredentials' });
      expect(login.open).toBe(true);
      expect(modal.open).toBe(false);
    });

    it('opens the login modal for a sign-in asked before the modals were loaded', async () => {
      // The shell mounts the modals once a sign-in is asked for; their presenter is made then.
      const app = sandboxApp({ storage: new MemoryStorage() });
      await signIn(app.container);
      app.container.get(PendingAction).requireSignIn();
      const { login } = app.container.get(AuthModalsPresenter);
      expect(login).toMatchObject({ open: true, emailLocked: true });
      expect(login.form.values.email).toBe(DEMO_CREDENTIALS.email);
    });

    it('asks for the sign-in to stand once the code box opens after a sign-in on the page, until it is closed', async () => {
      const { container, code: modal } = setUp();
      const pending = container.get(PendingAction);
      expect(pending.signInRequest).toBeNull();
      await signInOnPage(container);
      expect(modal.open).toBe(true);
      expect(pending.signInRequest).not.toBeNull();
      modal.close();
      expect(pending.signInRequest).toBeNull();
    });

    it('leaves the e-mail free when nobody is known, and can be closed', () => {
      const { container, login } = setUp();
      container.get(PendingAction).requireSignIn();
      expect(login).toMatchObject({ open: true, emailLocked: false });
      expect(login.form.values.email).toBe('');
      login.close();
      expect(login.open).toBe(false);
      expect(container.get(PendingAction).signInRequest).toBeNull();
    });

    it('prefills the address signed in with, without the spaces typed around it, when the modal sign-in must be redone', async () => {
      const { container, code: modal, login, sandbox } = setUp();
      container.get(PendingAction).requireSignIn();
      login.form.set('email', `  ${DEMO_CREDENTIALS.email} `);
      login.form.set('password', DEMO_CREDENTIALS.password);
      await login.submit();
      sandbox.failNext('verifyOneTimeCode', 401);
      await typeCode(modal, await newestCode(container, 'oneTimeCode'));
      expect(login.open).toBe(true);
      expect(login.form.values.email).toBe(DEMO_CREDENTIALS.email);
    });

    it('opens the login modal again when the login behind the code box is no longer valid', async () => {
      const { container, code: modal, login, sandbox } = setUp();
      await signInOnPage(container);
      sandbox.failNext('verifyOneTimeCode', 401);
      await typeCode(modal, await newestCode(container, 'oneTimeCode'));
      expect(modal.open).toBe(false);
      expect(login.open).toBe(true);
      expect(login.form.failure).toEqual({ key: 'auth.errors.oneTimeCode.signInAgain' });
      expect(login.form.values.email).toBe(DEMO_CREDENTIALS.email);

      // Signing in again from there still ends where the page sign-in was going.
      login.form.set('password', DEMO_CREDENTIALS.password);
      await login.submit();
      await typeCode(modal, await newestCode(container, 'oneTimeCode'));
      expect(destination(container)).toBe(paths.cards());
    });
  });
});
