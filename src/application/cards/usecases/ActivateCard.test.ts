import type { Consumer } from '../../../domain/consumer/Consumer';
import { sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import { ConsumerSession } from '../../session/ConsumerSession';
import { TOKEN_STORE } from '../../session/ports/TokenStore';
import { ActivateCard } from './ActivateCard';

const stateOf = (consumer: Consumer | null, cardId: string) =>
  consumer?.cards.find((card) => card.id === cardId)?.state;

describe('activating a card', () => {
  it('activates an inactive card at once, and the stored consumer shows it', async () => {
    const { container } = sandboxApp();
    await signIn(container);

    const result = await container.get(ActivateCard).execute('card-demo-inactive');

    expect(result.ok && stateOf(result.value, 'card-demo-inactive')).toBe('ACTIVE');
    expect(stateOf(container.get(ConsumerSession).current, 'card-demo-inactive')).toBe('ACTIVE');
  });

  it.each([
    ['card-demo-cancelled', 'cardCancelled'],
    ['card-demo-blocked', 'cardBlocked'],
  ])('hands back why %s cannot be activated: %s', async (cardId, errorCode) => {
    const { container } = sandboxApp();
    await signIn(container);

    const result = await container.get(ActivateCard).execute(cardId);

    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'InvalidFields', errorCode }),
    });
  });

  it('counts a card already activated (by another tab, say) as activated, with the consumer read again', async () => {
    const { container, sandbox } = sandboxApp();
    await signIn(container);
    sandbox.activateCard(container.get(TOKEN_STORE).load(), 'card-demo-inactive');

    const result = await container.get(ActivateCard).execute('card-demo-inactive');

    expect(result.ok).toBe(true);
    expect(stateOf(container.get(ConsumerSession).current, 'card-demo-inactive')).toBe('ACTIVE');
  });

  it('cannot activate another consumer’s card', async () => {
    const { container } = sandboxApp();
    await signIn(container);

    const result = await container.get(ActivateCard).execute('card-level1-first');

    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'NotFound' }) });
  });
});
