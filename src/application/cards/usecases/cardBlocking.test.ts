import type { Consumer } from '../../../domain/consumer/Consumer';
import { sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import { ConsumerSession } from '../../session/ConsumerSession';
import { TOKEN_STORE } from '../../session/ports/TokenStore';
import { BlockCard } from './BlockCard';
import { UnblockCard } from './UnblockCard';

const isBlocked = (consumer: Consumer | null, cardId: string) =>
  consumer?.cards.find((card) => card.id === cardId)?.isBlocked;

describe('blocking and unblocking a card', () => {
  it('blocks a card at once, and the stored consumer shows it', async () => {
    const { container } = sandboxApp();
    await signIn(container);

    const result = await container.get(BlockCard).execute('card-demo-active');

    expect(result.ok && isBlocked(result.value, 'card-demo-active')).toBe(true);
    expect(isBlocked(container.get(ConsumerSession).current, 'card-demo-active')).toBe(true);
  });

  it('unblocks a blocked card', async () => {
    const { container } = sandboxApp();
    await signIn(container);

    const result = await container.get(UnblockCard).execute('card-demo-blocked');

    expect(result.ok && isBlocked(result.value, 'card-demo-blocked')).toBe(false);
    expect(isBlocked(container.get(ConsumerSession).current, 'card-demo-blocked')).toBe(false);
  });

  it('hands back why a card cannot be unblocked', async () => {
    const { container } = sandboxApp();
    await signIn(container);

    const result = await container.get(UnblockCard).execute('card-demo-cancelled');

    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'InvalidFields', errorCode: 'cardCancelled' }),
    });
  });

  it('counts a card already unblocked (by another tab, say) as unblocked, with the consumer read again', async () => {
    const { container, sandbox } = sandboxApp();
    await signIn(container);
    sandbox.unblockCard(container.get(TOKEN_STORE).load(), 'card-demo-blocked');

    const result = await container.get(UnblockCard).execute('card-demo-blocked');

    expect(result.ok).toBe(true);
    expect(isBlocked(container.get(ConsumerSession).current, 'card-demo-blocked')).toBe(false);
  });

  it('cannot block another consumer’s card', async () => {
    const { container } = sandboxApp();
    await signIn(container);

    const result = await container.get(BlockCard).execute('card-level1-first');

    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'NotFound' }) });
  });
});
