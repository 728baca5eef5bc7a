import { inject, injectable } from 'inversify';
import { PendingAction } from '../../session/PendingAction';
import type { Order } from '../../../domain/orders/Order';
import { promoCodeToSend } from '../../../domain/orders/promo';
import { attempt, fail, type Result } from '../../shared/Result';
import { ORDER_GATEWAY, type OrderGateway } from '../ports/OrderGateway';

/** Applies a promo code to the order; an invalid or used code fails with errorCode 'promoInvalid'. */
@injectable()
export class ApplyPromoCode {
  constructor(
    @inject(ORDER_GATEWAY) private readonly orders: OrderGateway,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  async execute(promo: { orderId: string; code: string }): Promise<Result<Order>> {
    const code = promoCodeToSend(promo.code);
    // Nothing typed is no valid code: answered as the server would, without asking it.
    if (code === null) return fail({ kind: 'InvalidFields', errorCode: 'promoInvalid' });
    return this.pending.signInWhenUnauthorized(() =>
      attempt(() => this.orders.applyDiscount(promo.orderId, code)),
    );
  }
}
