import { SandboxError } from '../SandboxError';
import { badRequest } from '../errors';

/** The spec's sentence for a promo code that cannot be used (unknown, spent or already applied). */
export const PROMO_INVALID_MESSAGE =
  'This promo code is not valid or has already been used. Please check it and try again.';

export function promoInvalid(): SandboxError {
  return badRequest('promoInvalid', PROMO_INVALID_MESSAGE);
}

export function orderPaid(): SandboxError {
  return badRequest('orderPaid', 'Order already paid');
}

export function orderBlocked(): SandboxError {
  return badRequest('orderBlocked', 'The order has been blocked');
}

export function orderSuspicious(): SandboxError {
  return badRequest('orderSuspicious', 'The order has been flagged as suspicious');
}

export function orderCancelled(): SandboxError {
  return badRequest('orderCancelled', 'The order was cancelled and can no longer be paid or changed.');
}
