import { inject, injectable } from 'inversify';
import { paymentStartFailure } from '../../../domain/orders/paymentStart';
import { attempt, ok, type Result } from '../../shared/Result';
import { UNIQUE_IDS, type UniqueIds } from '../../shared/UniqueIds';
import { PendingAction, retried } from '../../session/PendingAction';
import { ORDER_GATEWAY, type OrderGateway } from '../ports/OrderGateway';
import type { PaymentStart } from '../PaymentStart';

export const START_PAYMENT = retried<PaymentStart>('startPayment');

/**
 * Pay: asks the provider for the payment page of the chosen method. Each attempt carries one
 * idempotency key, kept for its replay after sign-in, so a replay can never pay twice.
 */
@injectable()
export class StartPayment {
  constructor(
    @inject(ORDER_GATEWAY) private readonly orders: OrderGateway,
    @inject(PendingAction) private readonly pending: PendingAction,
    @inject(UNIQUE_IDS) private readonly ids: UniqueIds,
  ) {}

  execute(payment: { orderId: string; paymethodId: string }): Promise<Result<PaymentStart>> {
    // One key for the attempt and its replay: the provider pays once whatever is sent twice.
    const key = this.ids.next();
    return this.pending.retryAfterLogin(START_PAYMENT, () =>
      this.pay(payment.orderId, payment.paymethodId, key),
    );
  }

  private async pay(orderId: string, paymethodId: string, key: string): Promise<Result<PaymentStart>> {
    const started = await attempt(() => this.orders.startPayment(orderId, paymethodId, key));
    if (started.ok) return ok({ kind: 'redirect', redirectUrl: started.value.redirectUrl });
    if (started.error.kind === 'Unauthorized') return started;
    const reloaded = await attempt(() => this.orders.get(orderId));
    const order = reloaded.ok ? reloaded.value : null;
    return ok({ kind: 'refused', failure: paymentStartFailure(order), order, error: started.error });
  }
}
