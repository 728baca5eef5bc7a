import type { Consumer } from '../consumer/Consumer';
import type { Order } from './Order';

export type SuccessPageOutcome =
  | { kind: 'error' }
  | { kind: 'investigation' }
  /** consumer null: paid, but the answer carried no consumer, so the stored one is kept as it is. */
  | { kind: 'paid'; consumer: Consumer | null };

/** What the order success page does with the success data it loaded. */
export function successPageOutcome(
  order: Pick<Order, 'clusterStatus' | 'status' | 'consumer'>,
): SuccessPageOutcome {
  if (order.clusterStatus !== 'paid') return { kind: 'error' };
  if (order.status === 'investigation') return { kind: 'investigation' };
  return { kind: 'paid', consumer: order.consumer };
}

export interface SuccessContinueTarget {
  /** kycInfo: the order's identity-verification information (OrderProcessInfoKYC). */
  to: 'cards' | 'kycInfo';
  /** The card to select on arrival (query `selected`); null when the order brought no card. */
  selected: string | null;
}

/**
 * Continue on the success page (SPEC section 4): a fully known consumer goes to the cards, anyone
 * else first to the KYC info page of the order, which leads on to the KYC upgrade information or the
 * cards; all keep the first card of the order selected.
 */
export function successContinueTarget(
  consumer: Pick<Consumer, 'isFullyKnown'>,
  firstCardId: string | null,
): SuccessContinueTarget {
  return {
    to: consumer.isFullyKnown ? 'cards' : 'kycInfo',
    selected: firstCardId === '' ? null : firstCardId,
  };
}
