import type { CancelOption, Card } from '../../../domain/cards/Card';
import { deactivationOptions } from '../../../domain/cards/deactivationOptions';
import type { Consumer } from '../../../domain/consumer/Consumer';
import type { Cents } from '../../../domain/money/Cents';

/** The card a deactivation page is about, among the consumer's cards, with the options it offers. */
export interface DeactivationSource {
  card: Card;
  consumer: Consumer;
  /** What the choice page offers (deactivationOptions), in its order. */
  options: CancelOption[];
}

/**
 * Why the card cannot be deactivated at all: it is cancelled already, it is blocked (unblock it
 * first), or the issuer offers no option for it.
 */
export type NotDeactivatable = 'cancelled' | 'blocked' | 'noOption';

/** The card as the deactivation pages name it. Decision: its balance is the available balance, the one Cards shows and the fees, the transfer and its cap are reckoned on. */
export interface CardToDeactivate {
  id: string;
  lastFour: string;
  balance: Cents;
}

/** The consumer's card with that id and what it offers; null when the consumer holds no such card. */
export function deactivationSource(
  consumer: Consumer | null,
  cardId: string | null,
): DeactivationSource | null {
  const card = consumer?.cards.find((candidate) => candidate.id === cardId);
  if (!consumer || card === undefined) return null;
  return { card, consumer, options: deactivationOptions(card, consumer.cards, consumer) };
}

export function notDeactivatable({ card, options }: DeactivationSource): NotDeactivatable | null {
  if (card.isCancelled) return 'cancelled';
  if (card.isBlocked) return 'blocked';
  return options.length === 0 ? 'noOption' : null;
}

export function cardToDeactivate({ card }: DeactivationSource): CardToDeactivate {
  return { id: card.id, lastFour: card.cardNumberLastFour, balance: card.availableBalance.amount };
}
