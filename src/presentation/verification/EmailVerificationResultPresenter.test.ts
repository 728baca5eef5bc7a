import { CheckEmailVerification } from '../../application/consumer/usecases/CheckEmailVerification';
import { SendVerificationEmail } from '../../application/consumer/usecases/SendVerificationEmail';
import { SANDBOX_CONSOLE } from '../../application/sandbox/ports/SandboxConsole';
import { ConsumerSession } from '../../application/session/ConsumerSession';
import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { createContainer } from '../../composition/createContainer';
import { emailVerificationQuery, register, sandboxApp } from '../../composition/testing/sandboxApp';
import { RESEND_WAIT_SECONDS } from '../../domain/timing';
import { EmailVerificationResultPresenter } from './EmailVerificationResultPresenter';

/** The page's address, for the link's cons and nonce. */
const at = (cons: string | null, nonce: string | null) => ({ params: {}, query: { cons, nonce } });

/** A registrant whose verification e-mail has gone out. */
async function setUp() {
  const app = sandboxApp();
  await register(app.container);
  await app.container.get(SendVerificationEmail).execute();
  const link = await emailVerificationQuery(app.container);
  return { ...app, link, presenter: app.container.get(EmailVerificationResultPresenter) };
}

describe('the e-mail verification result', () => {
  it('verifies the link on load and leads on to mobile verification', async () => {
    const { container, link, presenter } = await setUp();
    const checking = presenter.enter(at(link.cons, link.nonce));
    expect(presenter.state).toBe('checking');
    await checking;
    expect(presenter.state).toBe('verified');
    expect(presenter.continuePath).toBe('/consumer/verification/mobile');
    expect(container.get(ConsumerSession).current?.isEmailVerified).toBe(true);
  });

  it('checks the link once when the page is entered again (React shows the page again)', async () => {
    const { link, presenter } = await setUp();
    const checks = jest.spyOn(CheckEmailVerification.prototype, 'execute');
    await Promise.all([
      presenter.enter(at(link.cons, link.nonce)),
      presenter.enter(at(link.cons, link.nonce)),
    ]);
    await presenter.enter(at(link.cons, link.nonce));
    expect(checks).toHaveBeenCalledTimes(1);
    expect(presenter.state).toBe('verified');
    checks.mockRestore();
  });

  it('shows the answer for the link in the address when it changes while the first is still being checked', async () => {
    const { link, presenter } = await setUp();
    const check = CheckEmailVerification.prototype.execute;
    let answerFirst: (() => void) | undefined;
    const checks = jest.spyOn(CheckEmailVerification.prototype, 'execute');
    checks.mockImplementationOnce(function (this: CheckEmailVerification, query) {
      return new Promise((resolve) => (answerFirst = () => resolve(check.call(this, query))));
    });
    const first = presenter.enter(at(link.cons, 'not-the-nonce'));
    await presenter.enter(at(link.cons, link.nonce));
    expect(presenter.state).toBe('verified');
    answerFirst?.();
    await first;
    expect(presenter.state).toBe('verified');
    expect(checks).toHaveBeenCalledTimes(2);
    checks.mockRestore();
  });

  it('verifies a link opened on another device, where nobody is signed in', async () => {
    const { sandbox, link } = await setUp();
    const elsewhere = createContainer('sandbox', { storage: new MemoryStorage(), sandbox });
    const presenter = elsewhere.get(EmailVerificationResultPresenter);
    await presenter.enter(at(link.cons, link.nonce));
    expect(presenter.state).toBe('verified');
    expect(presenter.email).toBeNull();
    expect(presenter.canAskForNewLink).toBe(false);
  });

  it.each([
    ['a nonce that was never sent', (cons: string) => [cons, 'not-the-nonce']],
    ['no nonce', (cons: string) => [cons, null]],
    ['no consumer', () => [null, 'nonce']],
  ])('does not verify with %s, and shows the address and a resend button', async (_, query) => {
    const { link, presenter } = await setUp();
    const [cons, nonce] = query(link.cons) as [string | null, string | null];
    await presenter.enter(at(cons, nonce));
    expect(presenter.state).toBe('notVerified');
    expect(presenter.email).toBe('jane@example.com');
    expect(presenter.canAskForNewLink).toBe(true);
  });

  it('does not verify when the check fails', async () => {
    const { sandbox, link, presenter } = await setUp();
    sandbox.failNext('checkEmailCode', 500);
    await presenter.enter(at(link.cons, link.nonce));
    expect(presenter.state).toBe('notVerified');
  });

  describe('resend', () => {
    beforeEach(() => jest.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') }));
    afterEach(() => jest.useRealTimers());

    it('waits for the server, then sends a new link', async () => {
      const { container, presenter } = await setUp();
      await presenter.enter(at('nobody', 'nothing'));
      await presenter.sender.resend();
      expect(presenter.sender.countdown.secondsLeft).toBe(RESEND_WAIT_SECONDS);
      expect(presenter.sender.alert.message).toBeNull();
      await jest.advanceTimersByTimeAsync(RESEND_WAIT_SECONDS * 1000);
      await presenter.sender.resend();
      expect(presenter.sender.alert.message).toEqual({ key: 'verification.email.resent' });
      const outbox = await container.get(SANDBOX_CONSOLE).outbox();
      expect(outbox.filter((message) => message.kind === 'emailVerification')).toHaveLength(2);
      presenter.leave();
    });
  });
});
