import type { PaymentMethod } from './PaymentMethod';

/** Provider names (lower case) and the names the shop shows for them (SPEC section 3). */
const FRIENDLY_NAMES: ReadonlyMap<string, string> = new Map([
  ['paypal checkout', 'PAYPAL'],
  ['cartebancaire', 'CARTE BANCAIRE'],
  ['visa', 'VISA'],
  ['americanexpress', 'AMEX'],
  ['maestro', 'MAESTRO'],
  ['mastercard', 'MASTERCARD'],
]);

/**
 * The name shown for a payment method. The provider's `name` is matched ignoring case and
 * surrounding spaces; a name the shop does not know is shown exactly as the provider sent it.
 */
export function friendlyPaymentMethodName(method: Pick<PaymentMethod, 'name'>): string {
  return FRIENDLY_NAMES.get(method.name.trim().toLowerCase()) ?? method.name;
}
