import type { OrderRecord, PaymentRecord, PaymentState } from '../state/SandboxState';

/** Why settlement refused the provider's money: the state the payment ends in instead of paying. */
export type SettlementRefusal = Extract<PaymentState, 'amountChanged' | 'accountLimitReached'>;

const REFUSALS: readonly PaymentState[] = [
  'amountChanged',
  'accountLimitReached',
] satisfies SettlementRefusal[];

/**
 * The money arrived but is refused: the payment fails, no card is issued and no promo code spent;
 * the order awaits a new payment and GET /order/{id}/error reports `errorMessage`.
 */
export function refuseMoney(
  payment: PaymentRecord,
  order: OrderRecord,
  refusal: SettlementRefusal,
  errorMessage: string,
): void {
  payment.state = refusal;
  order.status = 'created';
  order.errorMessage = errorMessage;
}

/** Whether settlement refused the payment's money (the provider then sends the browser to the error page). */
export function wasRefusedAtSettlement(payment: PaymentRecord): boolean {
  return REFUSALS.includes(payment.state);
}
