import { fitsLevelOneLimits } from '../../../domain/orders/cardLimit';
import { consumerFunds } from '../orders/cardsHeldAndOwed';
import type { OrderRecord, PaymentRecord, SandboxState } from '../state/SandboxState';
import { refuseMoney } from './settlementRefusal';

export const ACCOUNT_LIMIT_MESSAGE =
  'This card would take the account over its limit without full KYC: nothing was charged.';

/**
 * The level-1 limits checked again when money arrives: creating the order and starting its payment
 * checked them, but another order paid since may have used the room left. When the card about to
 * be issued no longer fits, the money is refused (no card, no promo code spent) and
 * GET /order/{id}/error tells why. Answers whether it refused.
 */
export function refuseOverAccountLimit(
  state: SandboxState,
  payment: PaymentRecord,
  order: OrderRecord,
): boolean {
  if (fitsLevelOneLimits(consumerFunds(state, order.consumerId), order.cardValue)) return false;
  refuseMoney(payment, order, 'accountLimitReached', ACCOUNT_LIMIT_MESSAGE);
  return true;
}
