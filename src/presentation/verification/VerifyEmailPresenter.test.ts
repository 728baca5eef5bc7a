import type { Container } from 'inversify';
import { LoadConsumer } from '../../application/consumer/usecases/LoadConsumer';
import { SendVerificationEmail } from '../../application/consumer/usecases/SendVerificationEmail';
import { CONSUMER_GATEWAY, type ConsumerGateway } from '../../application/consumer/ports/ConsumerGateway';
import { SANDBOX_CONSOLE } from '../../application/sandbox/ports/SandboxConsole';
import { ConsumerSession } from '../../application/session/ConsumerSession';
import { AuthModalsPresenter } from '../testing/otherScreens';
import { register, sandboxApp } from '../../composition/testing/sandboxApp';
import { ALERT_DISPLAY_MS, RESEND_WAIT_SECONDS } from '../../domain/timing';
import { VerifyEmailPresenter } from './VerifyEmailPresenter';

async function verificationEmails(container: Container) {
  const outbox = await container.get(SANDBOX_CONSOLE).outbox();
  return outbox.filter((message) => message.kind === 'emailVerification');
}

/** A visitor who has just registered, on Verify Email. */
async function setUp() {
  const app = sandboxApp();
  await register(app.container);
  const presenter = app.container.get(VerifyEmailPresenter);
  return { ...app, presenter, dialog: presenter.changeDialog };
}

describe('Verify Email', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('sends the verification e-mail on entry and starts the 60-second wait', async () => {
    const { container, presenter } = await setUp();
    await presenter.enter();
    const sent = await verificationEmails(container);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('jane@example.com');
    expect(presenter.email).toBe('jane@example.com');
    expect(presenter.sender.countdown.secondsLeft).toBe(RESEND_WAIT_SECONDS);
    expect(presenter.sender.countdown.display).toBe('1:00');
    expect(presenter.sender.canResend).toBe(false);
    // Entering is not an answer to a click: no success alert.
    expect(presenter.sender.alert.message).toBeNull();
    presenter.leave();
  });

  it('sends one e-mail when the screen is hidden and shown again meanwhile (React reconnecting its effects)', async () => {
    const { container, presenter } = await setUp();
    const send = jest.spyOn(container.get<ConsumerGateway>(CONSUMER_GATEWAY), 'sendVerificationEmail');
    // A Suspense boundary hides the screen while the first e-mail goes, then shows it again.
    const first = presenter.enter();
    presenter.leave();
    await presenter.enter();
    await first;
    // And once more after it went: the consumer read before still says nothing about a wait.
    presenter.leave();
    await presenter.enter();
    expect(send).toHaveBeenCalledTimes(1);
    expect(presenter.sender.failure).toBeNull();
    expect(presenter.sender.countdown.secondsLeft).toBe(RESEND_WAIT_SECONDS);
    await jest.advanceTimersByTimeAsync(1000);
    expect(presenter.sender.countdown.secondsLeft).toBe(RESEND_WAIT_SECONDS - 1);
    presenter.leave();
  });

  it('does not send on entry while the server still asks to wait', async () => {
    const { container, presenter } = await setUp();
    await container.get(SendVerificationEmail).execute();
    await jest.advanceTimersByTimeAsync(20_000);
    await container.get(LoadConsumer).execute(); // the consumer now carries allowVerificationEmailAfter
    await presenter.enter();
    expect(await verificationEmails(container)).toHaveLength(1);
    expect(presenter.sender.countdown.secondsLeft).toBe(40);
    presenter.leave();
  });

  it('counts down each second and offers Resend at zero', async () => {
    const { presenter } = await setUp();
    await presenter.enter();
    await jest.advanceTimersByTimeAsync(1000);
    expect(presenter.sender.countdown.secondsLeft).toBe(59);
    expect(presenter.sender.countdown.display).toBe('0:59');
    await jest.advanceTimersByTimeAsync(59_000);
    expect(presenter.sender.countdown.secondsLeft).toBe(0);
    expect(presenter.sender.canResend).toBe(true);
    presenter.leave();
  });

  it('resends after the wait, shows a success alert and hides it after 8 seconds', async () => {
    const { container, presenter } = await setUp();
    await presenter.enter();
    await presenter.sender.resend(); // too early: nothing happens
    expect(await verificationEmails(container)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(RESEND_WAIT_SECONDS * 1000);
    await presenter.sender.resend();
    expect(await verificationEmails(container)).toHaveLength(2);
    expect(presenter.sender.alert.message).toEqual({ key: 'verification.email.resent' });
    expect(presenter.sender.countdown.secondsLeft).toBe(RESEND_WAIT_SECONDS);
    await jest.advanceTimersByTimeAsync(ALERT_DISPLAY_MS - 1);
    expect(presenter.sender.alert.message).toEqual({ key: 'verification.email.resent' });
    await jest.advanceTimersByTimeAsync(1);
    expect(presenter.sender.alert.message).toBeNull();
    presenter.leave();
  });

  it("follows the server's wait when the e-mail went out from elsewhere", async () => {
    const { container, presenter } = await setUp();
    await container.get(SendVerificationEmail).execute(); // another tab; this one's consumer is stale
    await jest.advanceTimersByTimeAsync(15_000);
    await presenter.enter();
    expect(presenter.sender.countdown.secondsLeft).toBe(45);
    expect(presenter.sender.failure).toBeNull();
    presenter.leave();
  });

  it("shows the server's words when sending fails, else the unspecified-error text", async () => {
    const { sandbox, presenter } = await setUp();
    sandbox.failNext('sendVerificationEmail', 500);
    await presenter.enter();
    expect(presenter.sender.failure).toEqual({
      detail: 'Fault injected into sendVerificationEmail.',
    });
    sandbox.failNext('sendVerificationEmail', 'network');
    await presenter.sender.resend();
    expect(presenter.sender.failure).toEqual({ key: 'verification.errors.unspecified' });
    presenter.leave();
  });

  it('links to the sandbox outbox in sandbox mode', async () => {
    const { presenter } = await setUp();
    expect(presenter.showsOutboxLink).toBe(true);
  });

  describe('changing the e-mail address', () => {
    it('refuses the current address, keeping what was typed', async () => {
      const { presenter, dialog } = await setUp();
      presenter.changeDialog.show();
      dialog.change.set('email', ' JANE@example.com ');
      await dialog.submit();
      expect(dialog.change.fieldMessage('email')).toEqual({ key: 'verify.emailMustDiffer' });
      expect(dialog.change.values.email).toBe(' JANE@example.com ');
      expect(dialog.open).toBe(true);
    });

    it('refuses an empty and an invalid address', async () => {
      const { presenter, dialog } = await setUp();
      presenter.changeDialog.show();
      await dialog.submit();
      expect(dialog.change.fieldMessage('email')).toEqual({ key: 'auth.errors.email.empty' });
      dialog.change.set('email', 'jane.example.com');
      expect(dialog.change.fieldMessage('email')).toBeNull();
      await dialog.submit();
      expect(dialog.change.fieldMessage('email')).toEqual({
        key: 'auth.errors.email.invalid',
      });
    });

    it('shows a taken address on the field', async () => {
      const { presenter, dialog } = await setUp();
      presenter.changeDialog.show();
      dialog.change.set('email', 'demo@example.com');
      await dialog.submit();
      expect(dialog.change.fieldMessage('email')).toEqual({
        key: 'auth.errors.email.taken',
        fromServer: true,
      });
      expect(dialog.change.values.email).toBe('demo@example.com');
    });

    it('changes it, says "We\'ve updated your e-mail address." and restarts the wait', async () => {
      const { container, presenter, dialog } = await setUp();
      await presenter.enter();
      await jest.advanceTimersByTimeAsync(30_000);
      presenter.changeDialog.show();
      dialog.change.set('email', 'jane.doe@example.com');
      await dialog.submit();
      expect(dialog.open).toBe(false);
      expect(presenter.sender.alert.message).toEqual({ key: 'verify.emailChanged' });
      expect(presenter.email).toBe('jane.doe@example.com');
      expect(container.get(ConsumerSession).current?.email).toBe('jane.doe@example.com');
      expect((await verificationEmails(container))[0]?.to).toBe('jane.doe@example.com');
      expect(presenter.sender.countdown.secondsLeft).toBe(RESEND_WAIT_SECONDS);
      presenter.leave();
    });

    it('says in its own words that a second change needs support, keeping what was typed', async () => {
      const { presenter, dialog } = await setUp();
      presenter.changeDialog.show();
      dialog.change.set('email', 'jane.doe@example.com');
      await dialog.submit();
      presenter.changeDialog.show();
      dialog.change.set('email', 'jane.d@example.com');

      await dialog.submit();

      expect(dialog.change.failure).toEqual({ key: 'verification.errors.changePending' });
      expect(dialog.open).toBe(true);
      expect(dialog.change.values.email).toBe('jane.d@example.com');
      expect(presenter.email).toBe('jane.doe@example.com');
    });

    it('shows verify.emailUpdateError when the session has expired', async () => {
      const { container, sandbox, presenter, dialog } = await setUp();
      presenter.changeDialog.show();
      dialog.change.set('email', 'jane.doe@example.com');
      sandbox.failNext('updateContact', 401);
      await dialog.submit();
      expect(dialog.change.failure).toEqual({ key: 'verify.emailUpdateError' });
      expect(container.get(AuthModalsPresenter).login.open).toBe(true);
      expect(dialog.change.values.email).toBe('jane.doe@example.com');
    });

    it('shows the form-error text with the error on any other failure', async () => {
      const { sandbox, presenter, dialog } = await setUp();
      presenter.changeDialog.show();
      dialog.change.set('email', 'jane.doe@example.com');
      sandbox.failNext('updateContact', 500);
      await dialog.submit();
      expect(dialog.change.failure).toEqual({
        key: 'verification.changeEmail.formError',
        detail: 'Fault injected into updateContact.',
      });
      expect(dialog.open).toBe(true);
    });
  });

  it('offers Continue instead once the address is verified', async () => {
    const { container, presenter } = await setUp();
    const session = container.get(ConsumerSession);
    const consumer = session.current;
    if (consumer === null) throw new Error('registered consumer expected');
    session.store({ ...consumer, isEmailVerified: true });
    await presenter.enter();
    expect(presenter.isVerified).toBe(true);
    expect(await verificationEmails(container)).toHaveLength(0);
  });
});
