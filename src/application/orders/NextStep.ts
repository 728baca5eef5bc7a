import type { AppError, Result } from '../shared/Result';
import type { StoredOrderOutcome } from './StoredOrderOutcome';

/** Where the consumer goes once signed in, or once their identity is checked (SPEC section 4). */
export type NextStep = { next: 'payment'; orderId: string } | { next: 'cards' } | { next: 'buyCard' };

/** A step, and why the amount chosen before signing in is still waiting (null when nothing failed). */
export interface StepAfterStoredOrder {
  step: NextStep;
  failure: AppError | null;
}

/**
 * The amount chosen before signing in has been turned into an order: Payment is next. When nothing
 * was stored, `otherwise`; when the order could not be created (the amount stays stored), `refused`.
 */
export function storedOrderStep(
  resumed: Result<StoredOrderOutcome>,
  otherwise: NextStep,
  refused: (failure: AppError) => NextStep = () => otherwise,
): StepAfterStoredOrder {
  if (!resumed.ok) return { step: refused(resumed.error), failure: resumed.error };
  const step: NextStep =
    resumed.value.kind === 'created' ? { next: 'payment', orderId: resumed.value.orderId } : otherwise;
  return { step, failure: null };
}
