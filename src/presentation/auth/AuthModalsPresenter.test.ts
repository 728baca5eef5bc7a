/** @jest-environment node */
import type { Container } from 'inversify';
import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { DEMO_CREDENTIALS, LEVEL1_CREDENTIALS } from '../../adapters/sandbox/seed/accounts';
import { TOKEN_LIFETIME_MINUTES } from '../../adapters/sandbox/session/sessionRules';
import { NEW_ORDER_STORE } from '../../application/orders/ports/NewOrderStore';
import { ListOrders } from '../../application/orders/usecases/ListOrders';
import { ConsumerSession } from '../../application/session/ConsumerSession';
import { PendingAction, type ReplayedAction } from '../../application/session/PendingAction';
import { newestCode, register, sandboxApp, signIn } from '../../composition/testing/sandboxApp';
import { CODE_KEYS } from '../../domain/consumer/code';
import { paths } from '../shell/paths';
import { AuthModalsPresenter } from './AuthModalsPresenter';
import { AuthorizationPresenter } from './AuthorizationPresenter';

/** The app over a sandbox whose clock the test moves. */
function setUp() {
  let now = new Date('2025-03-10T10:00:00Z');
  const app = sandboxApp({ storage: new MemoryStorage(), clock: () => now });
  const advanceMinutes = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
  };
  return { ...app, modals: app.container.get(AuthModalsPresenter), advanceMinutes };
}

/** Signs in on the Authorization page; the code modal is then open. */
async function signInOnPage(
  container: Container,
  credentials: { email: string; password: string } = DEMO_CREDENTIALS,
  query = { reg: false, kyc: false },
) {
  const page = container.get(AuthorizationPresenter);
  page.applyQuery(query);
  page.signIn.setEmail(credentials.email);
  page.signIn.setPassword(credentials.password);
  await page.submitSignIn();
  return page;
}

/** Types a code digit by digit, as a person would; the sixth digit sends it. */
async function typeCode(modals: AuthModalsPresenter, code: string) {
  for (let length = 1; length <= code.length; length += 1) modals.typeCode(modals.code + code[length - 1]);
  await waitUntilIdle(modals);
}

async function waitUntilIdle(modals: AuthModalsPresenter) {
  for (let turns = 0; turns < 50 && (modals.verifying || modals.requestingCode); turns += 1) {
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
      const { container, modals } = setUp();
      await signInOnPage(container);
      expect(modals.codeOpen).toBe(true);
      const code = await newestCode(container, 'oneTimeCode');

      modals.typeCode(code.slice(0, 3));
      expect(modals.code).toBe(`${code.slice(0, 2)}-${code[2]}`);
      modals.typeCode(`${modals.code}${code.slice(3, 5)}`);
      expect(modals.code).toBe(`${code.slice(0, 2)}-${code.slice(2, 4)}-${code[4]}`);
      expect(modals.verifying).toBe(false);
      modals.typeCode(`${modals.code}${code[5]}`);
      expect(modals.verifying).toBe(true);
      await waitUntilIdle(modals);

      expect(modals.codeOpen).toBe(false);
      expect(modals.target).toBe(paths.cards());
      expect(container.get(ConsumerSession).current?.email).toBe(DEMO_CREDENTIALS.email);
      modals.targetFollowed();
      expect(modals.target).toBeNull();
    });

    it('names letters at once and a short code when it is sent', async () => {
      const { container, modals } = setUp();
      await signInOnPage(container);
      modals.typeCode('12a');
      expect(modals.code).toBe('12-a');
      expect(modals.codeMessage).toEqual({ key: CODE_KEYS.notNumeric, values: {} });
      modals.typeCode('1234');
      expect(modals.codeMessage).toBeNull();
      await modals.submitCode();
      expect(modals.codeMessage).toEqual({ key: CODE_KEYS.wrongLength, values: { length: 6 } });
      expect(modals.code).toBe('12-34');
    });

    it('says a wrong code is wrong and lets the consumer type again', async () => {
      const { container, modals } = setUp();
      await signInOnPage(container);
      const code = await newestCode(container, 'oneTimeCode');
      await typeCode(modals, wrongCodeOf(code));
      expect(modals.codeMessage).toEqual({ key: 'auth.errors.oneTimeCode.invalid' });
      expect(modals).toMatchObject({ codeOpen: true, code: '', codeSpent: false, target: null });
      await typeCode(modals, code);
      expect(modals.target).toBe(paths.cards());
    });

    it('after 5 wrong codes asks for a new code, which then works', async () => {
      const { container, modals } = setUp();
      await signInOnPage(container);
      const spentCode = await newestCode(container, 'oneTimeCode');
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await typeCode(modals, wrongCodeOf(spentCode));
        expect(modals.codeSpent).toBe(false);
      }
      await typeCode(modals, wrongCodeOf(spentCode));
      expect(modals.codeSpent).toBe(true);
      expect(modals.codeMessage).toEqual({ key: 'auth.errors.oneTimeCode.spent' });
      // The spent code is not even sent any more.
      modals.typeCode(spentCode);
      expect(modals.code).toBe('');

      await modals.requestNewCode();
      expect(modals).toMatchObject({ codeSpent: false, newCodeSent: true, codeMessage: null });
      const freshCode = await newestCode(container, 'oneTimeCode');
      await typeCode(modals, freshCode);
      expect(modals.target).toBe(paths.cards());
    });

    it('goes to the KYC upgrade information when the page was opened with kyc=true', async () => {
      const { container, modals } = setUp();
      await signInOnPage(container, LEVEL1_CREDENTIALS, { reg: false, kyc: true });
      await typeCode(modals, await newestCode(container, 'oneTimeCode'));
      expect(modals.target).toBe(paths.kycUpgradeInfo());
    });

    it('goes on to pay when an amount was chosen before signing in', async () => {
      const { container, modals } = setUp();
      container.get(NEW_ORDER_STORE).save(3000);
      await signInOnPage(container);
      await typeCode(modals, await newestCode(container, 'oneTimeCode'));
      expect(modals.target).toMatch(/^\/order\/[^/]+\/payment$/);
      expect(container.get(NEW_ORDER_STORE).load()).toBeNull();
    });

    it('sends an incomplete consumer to the cards (the guard moves on to the missing step) with the amount kept', async () => {
      const { container, modals } = setUp();
      await register(container, { email: 'new@example.com' });
      container.get(NEW_ORDER_STORE).save(3000);
      await signInOnPage(container, { email: 'new@example.com', password: 'Secret123' });
      await typeCode(modals, await newestCode(container, 'oneTimeCode'));
      expect(modals.target).toBe(paths.cards());
      expect(container.get(NEW_ORDER_STORE).load()).toBe(3000);
    });
  });

  describe('the login modal after a 401', () => {
    it('prefills and locks the known consumer’s e-mail, and replays the kept action once', async () => {
      const { container, modals, advanceMinutes } = setUp();
      await signIn(container);
      advanceMinutes(TOKEN_LIFETIME_MINUTES + 1);
      const replays: ReplayedAction[] = [];
      container.get(PendingAction).onReplay((replayed) => replays.push(replayed));

      const expired = await container.get(ListOrders).execute();
      expect(expired).toMatchObject({ ok: false, error: { kind: 'Unauthorized' } });
      modals.requireLogin();

      expect(modals).toMatchObject({ loginOpen: true, emailLocked: true, codeOpen: false });
      expect(modals.login.email).toBe(DEMO_CREDENTIALS.email);
      modals.login.setPassword(DEMO_CREDENTIALS.password);
      await modals.submitLogin();
      expect(modals).toMatchObject({ loginOpen: false, codeOpen: true });

      await typeCode(modals, await newestCode(container, 'oneTimeCode'));
      expect(modals).toMatchObject({ codeOpen: false, loginOpen: false, target: null });
      expect(replays).toEqual([{ name: 'listOrders', result: expect.objectContaining({ ok: true }) }]);
      expect(container.get(PendingAction).keptName).toBeNull();
      expect(container.get(ConsumerSession).current?.email).toBe(DEMO_CREDENTIALS.email);
    });

    it('refuses a wrong password in the modal without saying which factor was wrong', async () => {
      const { container, modals, advanceMinutes } = setUp();
      await signIn(container);
      advanceMinutes(TOKEN_LIFETIME_MINUTES + 1);
      modals.requireLogin();
      modals.login.setPassword('Wrong1234');
      await modals.submitLogin();
      expect(modals.login.failure).toEqual({ key: 'auth.errors.login.invalidCredentials' });
      expect(modals).toMatchObject({ loginOpen: true, codeOpen: false });
    });

    it('leaves the e-mail free when nobody is known, and can be closed', () => {
      const { modals } = setUp();
      modals.requireLogin();
      expect(modals).toMatchObject({ loginOpen: true, emailLocked: false });
      expect(modals.login.email).toBe('');
      modals.closeLogin();
      expect(modals.loginOpen).toBe(false);
    });

    it('opens the login modal again when the login behind the code box is no longer valid', async () => {
      const { container, modals, sandbox } = setUp();
      await signInOnPage(container);
      sandbox.failNext('verifyOneTimeCode', 401);
      await typeCode(modals, await newestCode(container, 'oneTimeCode'));
      expect(modals).toMatchObject({ codeOpen: false, loginOpen: true });
      expect(modals.login.failure).toEqual({ key: 'auth.errors.oneTimeCode.signInAgain' });
      expect(modals.login.email).toBe(DEMO_CREDENTIALS.email);

      // Signing in again from there still ends where the page sign-in was going.
      modals.login.setPassword(DEMO_CREDENTIALS.password);
      await modals.submitLogin();
      await typeCode(modals, await newestCode(container, 'oneTimeCode'));
      expect(modals.target).toBe(paths.cards());
    });
  });
});
