import { inject, injectable } from 'inversify';
import { ok, type Result } from '../../shared/Result';
import { PendingAction } from '../../session/PendingAction';
import { OrderPlacement } from '../OrderPlacement';
import { NEW_ORDER_STORE, type NewOrderStore } from '../ports/NewOrderStore';
import type { StoredOrderOutcome } from '../StoredOrderOutcome';

/**
 * Once the visitor is signed in and registered, turns the amount waiting in newOrder into an order
 * (then cleared) so they go on to Payment.
 */
@injectable()
export class ResumeStoredOrder {
  constructor(
    @inject(NEW_ORDER_STORE) private readonly newOrders: NewOrderStore,
    @inject(OrderPlacement) private readonly placement: OrderPlacement,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  async execute(): Promise<Result<StoredOrderOutcome>> {
    const amount = this.newOrders.load();
    if (amount === null) return ok({ kind: 'nothingStored' });
    return this.pending.retryAfterLogin('resumeStoredOrder', async () => {
      const created = await this.placement.place(amount);
      return created.ok ? ok({ kind: 'created', orderId: created.value.orderId }) : created;
    });
  }
}
