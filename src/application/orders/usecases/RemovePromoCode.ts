import { inject, injectable } from 'inversify';
import { PendingAction } from '../../session/PendingAction';
import type { Order } from '../../../domain/orders/Order';
import { attempt, type Result } from '../../shared/Result';
import { ORDER_GATEWAY, type OrderGateway } from '../ports/OrderGateway';

/** Takes a promo code off the order. */
@injectable()
export class RemovePromoCode {
  constructor(
    @inject(ORDER_GATEWAY) private readonly orders: OrderGateway,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(promo: { orderId: string; code: string }): Promise<Result<Order>> {
    return this.pending.signInWhenUnauthorized(() =>
      attempt(() => this.orders.removeDiscount(promo.orderId, promo.code)),
    );
  }
}
