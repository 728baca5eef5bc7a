import type { Consumer } from '../../../domain/consumer/Consumer';
import { sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import { ConsumerSession } from '../../session/ConsumerSession';
import { DeactivateCard, type Deactivation } from './DeactivateCard';

const balance = (consumer: Consumer | null, cardId: string) =>
  consumer?.cards.find((card) => card.id === cardId)?.availableBalance.amount;

async function demoDeactivates(deactivation: Deactivation) {
  const app = sandboxApp();
  const before = await signIn(app.container);
  const result = await app.container.get(DeactivateCard).execute(deactivation);
  return { ...app, before, result, after: app.container.get(ConsumerSession).current };
}

describe('DeactivateCard', () => {
  it('just cancels: the card is deactivated and its balance lost', async () => {
    const { result, after } = await demoDeactivates({ cardId: 'card-demo-inactive', option: 'just_cancel' });

    expect(result.ok && result.value).toMatchObject({
      successCase: 'cancel',
      targetCardId: 'card-demo-inactive',
    });
    expect(after?.cards.find((card) => card.id === 'card-demo-inactive')).toMatchObject({
      isCancelled: true,
      availableBalance: { amount: 0 },
    });
  });

  it('transfers the balance less 1.00 EUR to another card', async () => {
    const { before, result, after } = await demoDeactivates({
      cardId: 'card-demo-inactive',
      option: 'transfer',
      transferTo: 'card-demo-active',
    });

    expect(result.ok && result.value).toMatchObject({
      successCase: 'old_card',
      targetCardId: 'card-demo-active',
    });
    const moved = (balance(before, 'card-demo-inactive') ?? 0) - 100;
    expect(balance(after, 'card-demo-active')).toBe((balance(before, 'card-demo-active') ?? 0) + moved);
  });

  it('moves the balance less 3.50 EUR to a new card', async () => {
    const { before, result, after } = await demoDeactivates({
      cardId: 'card-demo-inactive',
      option: 'new_card',
    });

    const newCard = after?.cards.find((card) => !before.cards.some((old) => old.id === card.id));
    expect(result.ok && result.value).toMatchObject({ successCase: 'new_card', targetCardId: newCard?.id });
    expect(newCard?.availableBalance.amount).toBe((balance(before, 'card-demo-inactive') ?? 0) - 350);
  });

  it('refuses, without asking the issuer, an option the card does not offer', async () => {
    const app = sandboxApp();
    await signIn(app.container);
    app.sandbox.failNext('deactivateCard', 500);

    const result = await app.container
      .get(DeactivateCard)
      .execute({ cardId: 'card-demo-blocked', option: 'just_cancel' });

    expect(result).toEqual({ ok: false, error: { kind: 'InvalidFields', errorCode: 'optionNotAvailable' } });
  });

  it.each(['card-demo-blocked', 'card-demo-cancelled', 'card-demo-inactive'])(
    'refuses, without asking the issuer, a transfer to %s',
    async (transferTo) => {
      const app = sandboxApp();
      await signIn(app.container);
      app.sandbox.failNext('deactivateCard', 500);

      const result = await app.container
        .get(DeactivateCard)
        .execute({ cardId: 'card-demo-inactive', option: 'transfer', transferTo });

      expect(result).toEqual({
        ok: false,
        error: { kind: 'InvalidFields', errorCode: 'invalidTransferTarget' },
      });
    },
  );

  it('does not know a card the consumer does not hold', async () => {
    const { result } = await demoDeactivates({ cardId: 'card-level1-first', option: 'just_cancel' });

    expect(result).toEqual({ ok: false, error: { kind: 'NotFound', errorCode: 'cardNotFound' } });
  });
});
