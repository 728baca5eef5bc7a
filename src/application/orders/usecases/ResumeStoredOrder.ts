import { inject, injectable } from 'inversify';
import { attempt, ok, type Result } from '../../shared/Result';
import { PendingAction, retried } from '../../session/PendingAction';
import { NEW_ORDER_STORE, type NewOrderStore } from '../ports/NewOrderStore';
import { ORDER_GATEWAY, type OrderGateway } from '../ports/OrderGateway';
import type { StoredOrderOutcome } from '../StoredOrderOutcome';

export const RESUME_STORED_ORDER = retried<StoredOrderOutcome>('resumeStoredOrder');

/**
 * Once the visitor is signed in and registered, turns the amount waiting in newOrder into an order
 * (then cleared) so they go on to Payment. A creation that fails keeps the amount waiting: a visitor
 * who signed up from the landing page may order only once the identity check is passed, when the
 * KYC screen resumes it.
 */
@injectable()
export class ResumeStoredOrder {
  constructor(
    @inject(NEW_ORDER_STORE) private readonly newOrders: NewOrderStore,
    @inject(ORDER_GATEWAY) private readonly orders: OrderGateway,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  async execute(): Promise<Result<StoredOrderOutcome>> {
    const amount = this.newOrders.load();
    if (amount === null) return ok({ kind: 'nothingStored' });
    return this.pending.retryAfterLogin(RESUME_STORED_ORDER, async () => {
      const created = await attempt(() => this.orders.create(amount));
      if (created.ok) this.newOrders.clear();
      return created.ok ? ok({ kind: 'created', orderId: created.value.orderId }) : created;
    });
  }
}
