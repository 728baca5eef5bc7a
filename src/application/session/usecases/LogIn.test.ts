import { SANDBOX_CONSOLE } from '../../sandbox/ports/SandboxConsole';
import { ConsumerSession } from '../ConsumerSession';
import { TOKEN_STORE } from '../ports/TokenStore';
import { LoadConsumer } from '../../consumer/usecases/LoadConsumer';
import { sandboxApp } from '../../../composition/testing/sandboxApp';
import { LogIn } from './LogIn';

const demo = { email: 'demo@example.com', password: 'Demo1234' };

describe('LogIn', () => {
  it('keeps the login token and texts a one-time code, which is still needed', async () => {
    const { container } = sandboxApp();

    const result = await container.get(LogIn).execute(demo);

    expect(result).toEqual({ ok: true, value: { oneTimeCodeNeeded: true, destination: 'cards' } });
    expect(container.get(TOKEN_STORE).load()).not.toBeNull();
    const [newest] = await container.get(SANDBOX_CONSOLE).outbox();
    expect(newest).toMatchObject({
      kind: 'oneTimeCode',
      to: '+33 612345678',
      code: expect.stringMatching(/^\d{6}$/),
    });
  });

  it('does not sign the consumer in before the one-time code', async () => {
    const { container } = sandboxApp();
    await container.get(LogIn).execute(demo);

    const profile = await container.get(LoadConsumer).execute();

    expect(profile).toEqual({ ok: false, error: expect.objectContaining({ kind: 'Unauthorized' }) });
    expect(container.get(ConsumerSession).current).toBeNull();
  });

  it.each([
    ['from the Authorization page', 'cards', {}],
    ['from the Authorization page with kyc=true', 'kycUpgradeInfo', { kyc: true }],
    ['from the login modal', 'currentPage', { fromModal: true }],
  ])('leads a sign-in %s to %s once the code is verified', async (_, destination, origin) => {
    const { container } = sandboxApp();

    const result = await container.get(LogIn).execute({ ...demo, ...origin });

    expect(result.ok && result.value.destination).toBe(destination);
  });

  it('refuses wrong credentials without saying which one was wrong, and keeps no token', async () => {
    const { container } = sandboxApp();

    const result = await container.get(LogIn).execute({ ...demo, password: 'Wrong1234' });

    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'InvalidFields', errorCode: 'invalidCredentials' }),
    });
    expect(container.get(TOKEN_STORE).load()).toBeNull();
  });
});
