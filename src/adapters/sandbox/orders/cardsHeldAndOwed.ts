import type { ConsumerFunds } from '../../../domain/orders/cardLimit';
import type { SandboxState } from '../state/SandboxState';

type CardFunds = ConsumerFunds['cards'][number];

/**
 * The cards a consumer has, cancelled ones included, and the cards owed to them: an order paid
 * under investigation issues its card later, so it counts as a card holding its card value. Both
 * card rules read these: the first card is free only to a consumer who never had or paid for one,
 * and the level-1 account limit counts the money owed on cards as well as the money on them.
 */
export function cardsHeldAndOwed(state: SandboxState, consumerId: string): CardFunds[] {
  const cards = state.cards.filter((card) => card.consumerId === consumerId);
  const owed = state.orders
    .filter(
      (order) =>
        order.consumerId === consumerId &&
        order.clusterStatus === 'paid' &&
        order.status === 'investigation' &&
        !cards.some((card) => card.orderId === order.id),
    )
    .map((order) => ({ isCancelled: false, availableBalance: { amount: order.cardValue } }));
  return [...cards, ...owed];
}

/** What the level-1 limits read of a consumer: whether they are fully known, and the cards held and owed. */
export function consumerFunds(state: SandboxState, consumerId: string): ConsumerFunds {
  const account = state.accounts.find((candidate) => candidate.id === consumerId);
  return { isFullyKnown: account?.kycLevel === 2, cards: cardsHeldAndOwed(state, consumerId) };
}
