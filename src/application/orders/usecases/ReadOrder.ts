import { inject, injectable } from 'inversify';
import type { Order } from '../../../domain/orders/Order';
import { attempt, type Result } from '../../shared/Result';
import { PendingAction } from '../../session/PendingAction';
import { ORDER_GATEWAY, type OrderGateway } from '../ports/OrderGateway';

/** Fetches one order; a fetch that meets Unauthorized is replayed after sign-in. */
@injectable()
export class ReadOrder {
  constructor(
    @inject(ORDER_GATEWAY) private readonly orders: OrderGateway,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(orderId: string): Promise<Result<Order>> {
    return this.pending.retryAfterLogin('readOrder', () => attempt(() => this.orders.get(orderId)));
  }
}
