import { BlockCard } from '../../cards/usecases/BlockCard';
import { LoadConsumer } from '../../consumer/usecases/LoadConsumer';
import { sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import { ConsumerSession } from '../ConsumerSession';
import { PendingAction } from '../PendingAction';
import { TOKEN_STORE } from '../ports/TokenStore';
import { LogOut } from './LogOut';

describe('LogOut', () => {
  it('ends the session on the server and forgets the token and the consumer', async () => {
    const { container } = sandboxApp();
    await signIn(container);
    const tokens = container.get(TOKEN_STORE);
    const token = tokens.load();

    const result = await container.get(LogOut).execute();

    expect(result).toEqual({ ok: true, value: { serverError: null } });
    expect(tokens.load()).toBeNull();
    expect(container.get(ConsumerSession).current).toBeNull();
    tokens.save(token ?? '');
    expect(await container.get(LoadConsumer).execute()).toMatchObject({
      ok: false,
      error: { kind: 'Unauthorized' },
    });
  });

  it.each([500, 'network'] as const)(
    'signs the device out even when the server answers %s',
    async (fault) => {
      const { container, sandbox } = sandboxApp();
      await signIn(container);
      sandbox.failNext('logout', fault);

      const result = await container.get(LogOut).execute();

      expect(result.ok && result.value.serverError?.kind).toBe(
        fault === 500 ? 'ServerError' : 'NetworkError',
      );
      expect(container.get(TOKEN_STORE).load()).toBeNull();
      expect(container.get(ConsumerSession).current).toBeNull();
    },
  );

  it('forgets the action kept for replay, so the next consumer never replays it', async () => {
    const { container, sandbox } = sandboxApp();
    await signIn(container);
    sandbox.failNext('blockCard', 401);
    await container.get(BlockCard).execute('card-demo-active');

    await container.get(LogOut).execute();

    expect(container.get(PendingAction).keptName).toBeNull();
  });
});
