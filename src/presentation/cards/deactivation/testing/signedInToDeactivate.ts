import { MemoryStorage } from '../../../../adapters/browser/MemoryStorage';
import { TOKEN_LIFETIME_MINUTES } from '../../../../adapters/sandbox/session/sessionRules';
import { ConsumerSession } from '../../../../application/session/ConsumerSession';
import { sandboxApp, signIn } from '../../../../composition/testing/sandboxApp';
import type { Card } from '../../../../domain/cards/Card';
import type { Consumer } from '../../../../domain/consumer/Consumer';
import type { Cents } from '../../../../domain/money/Cents';
import { formatMoney } from '../../../../domain/money/formatMoney';
import { LanguagePresenter } from '../../../shell/LanguagePresenter';
import { destination } from '../../../testing/destination';
import { CardsPresenter } from '../../CardsPresenter';
import { signInAgain } from '../../../testing/signInAgain';

/** The demo consumer (Camille, fully known) signed in over the sandbox, on a clock the test moves. */
export async function signedInToDeactivate() {
  let now = new Date();
  const app = sandboxApp({ storage: new MemoryStorage(), clock: () => now });
  const { container, sandbox } = app;
  const consumer = await signIn(container);
  const deactivations = jest.spyOn(sandbox, 'deactivateCard');

  const cardOf = (id: string): Card => {
    const card = consumer.cards.find((candidate) => candidate.id === id);
    if (card === undefined) throw new Error(`the demo consumer has no card ${id}`);
    return card;
  };

  return {
    ...app,
    consumer,
    /** Every deactivation the issuer was asked for. */
    deactivations,
    cardOf,
    where: () => destination(container),
    /** The Cards screen's tile of a card: its state and the balance it shows. */
    tileOf: (id: string) => container.get(CardsPresenter).tiles.find((tile) => tile.id === id),
    /** Cents as the Cards screen shows them, in the app's language. */
    shown: (cents: Cents) => formatMoney(cents, container.get(LanguagePresenter).language),
    /** The issuer reports her cards (or her) changed: what the pages opened next will read. */
    reportAs: (change: (consumer: Consumer) => Consumer) =>
      container.get(ConsumerSession).store(change(consumer)),
    expireSession: () => {
      now = new Date(now.getTime() + (TOKEN_LIFETIME_MINUTES + 1) * 60_000);
    },
    signInAgain: () => signInAgain(container),
  };
}

/** A card of the consumer with another balance (actual and available alike). */
export function holding(card: Card, cents: Cents): Card {
  return { ...card, actualBalance: { amount: cents }, availableBalance: { amount: cents } };
}
