import { inject, injectable } from 'inversify';
import { PendingAction } from '../../session/PendingAction';
import type { Cents } from '../../../domain/money/Cents';
import type { Order } from '../../../domain/orders/Order';
import { attempt, type Result } from '../../shared/Result';
import { ORDER_GATEWAY, type OrderGateway } from '../ports/OrderGateway';

/** The amount modal of the payment page: the order comes back with its lines recomputed. */
@injectable()
export class ChangeOrderAmount {
  constructor(
    @inject(ORDER_GATEWAY) private readonly orders: OrderGateway,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(change: { orderId: string; amount: Cents }): Promise<Result<Order>> {
    return this.pending.signInWhenUnauthorized(() =>
      attempt(() => this.orders.changeAmount(change.orderId, change.amount)),
    );
  }
}
