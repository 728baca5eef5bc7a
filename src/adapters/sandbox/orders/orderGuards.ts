import type { SandboxError } from '../SandboxError';
import { badRequest, conflict } from '../errors';
import { paymentsOf } from '../payment/paymentRecords';
import type { OrderRecord, SandboxState } from '../state/SandboxState';
import { orderBlocked, orderCancelled, orderPaid, orderSuspicious } from './orderErrors';

/**
 * Why the order may not be paid now, or null: paid, blocked, suspicious or cancelled orders never
 * may; nor may one whose payment the provider left pending (it may still go through: paying again
 * could pay twice).
 */
export function paymentProblem(state: SandboxState, order: OrderRecord): SandboxError | null {
  if (order.clusterStatus === 'paid') return orderPaid();
  if (order.clusterStatus === 'blocked') return orderBlocked();
  if (order.clusterStatus === 'suspicious') return orderSuspicious();
  if (order.status === 'cancelled') return orderCancelled();
  const pending = paymentsOf(state, order.id).some((payment) => payment.state === 'pending');
  if (pending)
    return badRequest('paymentPending', 'A payment of this order is still pending at the provider.');
  return null;
}

/**
 * Why the amount and promo codes may not change now, or null: the order must be payable with no
 * money received, and no payment open at the provider (it would settle a price the order no longer has).
 */
export function editProblem(state: SandboxState, order: OrderRecord): SandboxError | null {
  const problem = paymentProblem(state, order);
  if (problem !== null) return problem;
  if (paymentsOf(state, order.id).some((payment) => payment.state === 'open')) {
    return conflict(
      'paymentOpen',
      'A payment of this order is open at the provider: its price cannot change.',
    );
  }
  if (order.clusterStatus === 'partially_paid') {
    return badRequest('orderPartiallyPaid', 'Part of this order is paid: its amount can no longer change.');
  }
  return null;
}

export function requirePayable(state: SandboxState, order: OrderRecord): void {
  const problem = paymentProblem(state, order);
  if (problem !== null) throw problem;
}

export function requireEditable(state: SandboxState, order: OrderRecord): void {
  const problem = editProblem(state, order);
  if (problem !== null) throw problem;
}
