import { SendMobileCode } from '../../application/consumer/usecases/SendMobileCode';
import { SendVerificationEmail } from '../../application/consumer/usecases/SendVerificationEmail';
import { SANDBOX_CONSOLE, type SandboxConsole } from '../../application/sandbox/ports/SandboxConsole';
import { GatewayError } from '../../application/shared/GatewayError';
import { register, signIn } from '../../composition/testing/sandboxApp';
import { messageOf } from '../messages/Message';
import { SessionPresenter } from '../shell/SessionPresenter';
import { shellWorld } from '../shell/testing/renderApp';
import { OutboxPresenter } from './OutboxPresenter';
import { SandboxResetPresenter } from './SandboxResetPresenter';
import { browserPage } from '../shell/browserPage';

/** From the call on, the sandbox console fails that call as an unreachable server would. */
function breakable(container: ReturnType<typeof shellWorld>['container']) {
  const real = container.get(SANDBOX_CONSOLE);
  const broken = new Set<'outbox' | 'reset'>();
  const unreachable = () => Promise.reject(new GatewayError('NetworkError'));
  const sandboxConsole: SandboxConsole = {
    outbox: () => (broken.has('outbox') ? unreachable() : real.outbox()),
    reset: () => (broken.has('reset') ? unreachable() : real.reset()),
    paymentSession: (paymentId) => real.paymentSession(paymentId),
    completePayment: (paymentId, outcome) => real.completePayment(paymentId, outcome),
    completeIdentityCheck: (reference, outcome) => real.completeIdentityCheck(reference, outcome),
  };
  container.rebind(SANDBOX_CONSOLE).toConstantValue(sandboxConsole);
  return { breakCall: (call: 'outbox' | 'reset') => broken.add(call) };
}

describe('the sandbox outbox', () => {
  it('is empty on a fresh sandbox', async () => {
    const presenter = shellWorld().container.get(OutboxPresenter);
    expect(presenter.reading.state).toEqual({ status: 'idle' });
    await presenter.enter();
    expect(presenter.reading.state.status).toBe('done');
    expect(presenter.isEmpty).toBe(true);
  });

  it('lists every message, newest first, with its code or link', async () => {
    const { container } = shellWorld();
    await register(container);
    await container.get(SendVerificationEmail).execute();
    await container.get(SendMobileCode).execute();
    const presenter = container.get(OutboxPresenter);
    await presenter.refresh();
    const [sms, email] = presenter.messages;
    expect(presenter.messages).toHaveLength(2);
    expect(sms).toMatchObject({ kind: 'mobileCode', channel: 'sms', to: '+33 612000000', link: null });
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(email).toMatchObject({
      kind: 'emailVerification',
      channel: 'email',
      to: 'jane@example.com',
      code: null,
    });
    expect(email?.link).toMatch(/^\/consumer\/verify\?cons=.+&nonce=.+$/);
    expect(email?.sentAtText).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);
  });

  it('shows new messages on refresh', async () => {
    const { container } = shellWorld();
    const presenter = container.get(OutboxPresenter);
    await presenter.refresh();
    await signIn(container);
    await presenter.refresh();
    expect(presenter.messages).toHaveLength(1);
    expect(presenter.messages[0]).toMatchObject({ channel: 'sms', kind: 'oneTimeCode', link: null });
  });

  it('says so when the outbox cannot be read, keeping what it showed', async () => {
    const { container } = shellWorld();
    const { breakCall } = breakable(container);
    await signIn(container);
    const presenter = container.get(OutboxPresenter);
    await presenter.refresh();
    breakCall('outbox');
    await presenter.refresh();
    expect(presenter.reading.failure).toEqual(messageOf('sandbox.outbox.failed'));
    expect(presenter.messages).toHaveLength(1);
  });
});

describe('the sandbox reset', () => {
  it('empties the outbox and signs this device out', async () => {
    const { container, storage } = shellWorld();
    await signIn(container);
    const reset = container.get(SandboxResetPresenter);
    const reload = jest.spyOn(browserPage, 'reload').mockImplementation(() => undefined);
    await reset.reset();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reset.resetting.failure).toBeNull();
    expect(storage.getItem('token')).toBeNull();
    expect(container.get(SessionPresenter).consumer).toBeNull();
    const outbox = container.get(OutboxPresenter);
    await outbox.enter();
    expect(outbox.isEmpty).toBe(true);
  });

  it('keeps the session and says so when the reset fails', async () => {
    const { container, storage } = shellWorld();
    await signIn(container);
    breakable(container).breakCall('reset');
    const reset = container.get(SandboxResetPresenter);
    const reload = jest.spyOn(browserPage, 'reload').mockImplementation(() => undefined);
    await reset.reset();
    expect(reload).not.toHaveBeenCalled();
    expect(reset.resetting.failure).toEqual({ key: 'sandbox.reset.failed' });
    expect(storage.getItem('token')).not.toBeNull();
  });
});
