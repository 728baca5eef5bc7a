import { inject, injectable } from 'inversify';
import { attempt, ok, type Result } from '../../shared/Result';
import { PendingAction } from '../../session/PendingAction';
import { PaymentCancelledFlag } from '../PaymentCancelledFlag';
import { ORDER_GATEWAY, type OrderGateway } from '../ports/OrderGateway';

/**
 * The provider's cancel return: posts the cancellation and always raises the cancelled-payment flag,
 * whatever the server answered (the consumer goes to the cards either way), saying whether the order
 * is known to be cancelled. Replayed after sign-in on Unauthorized.
 */
@injectable()
export class CancelPayment {
  constructor(
    @inject(ORDER_GATEWAY) private readonly orders: OrderGateway,
    @inject(PaymentCancelledFlag) private readonly cancelled: PaymentCancelledFlag,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(orderId: string): Promise<Result<undefined>> {
    return this.pending.retryAfterLogin('cancelPayment', async () => {
      const posted = await attempt(() => this.orders.cancel(orderId));
      this.cancelled.raise({ orderCancelled: posted.ok });
      return posted.ok ? ok(undefined) : posted;
    });
  }
}
