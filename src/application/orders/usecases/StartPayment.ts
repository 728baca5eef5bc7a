import { inject, injectable } from 'inversify';
import type { Order } from '../../../domain/orders/Order';
import { paymentStartFailure, type PaymentStartFailure } from '../../../domain/orders/paymentStart';
import { CLOCK, type Clock } from '../../shared/Clock';
import { attempt, ok, type AppError, type Result } from '../../shared/Result';
import { PendingAction } from '../../session/PendingAction';
import { ORDER_GATEWAY, type OrderGateway } from '../ports/OrderGateway';

export type PaymentStart =
  /** Send the browser to the payment provider. */
  | { kind: 'redirect'; redirectUrl: string }
  /** The payment could not start; the reloaded order (null if it could not be read) decides what to show. */
  | { kind: 'refused'; failure: PaymentStartFailure; order: Order | null; error: AppError };

/**
 * Pay: asks the provider for the payment page of the chosen method. Each attempt carries one
 * idempotency key, kept for its replay after sign-in, so a replay can never pay twice.
 */
@injectable()
export class StartPayment {
  constructor(
    @inject(ORDER_GATEWAY) private readonly orders: OrderGateway,
    @inject(PendingAction) private readonly pending: PendingAction,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(payment: { orderId: string; paymethodId: string }): Promise<Result<PaymentStart>> {
    const key = this.idempotencyKey(payment.orderId);
    return this.pending.retryAfterLogin('startPayment', () =>
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

  private idempotencyKey(orderId: string): string {
    const time = this.clock.now().getTime().toString(36);
    const salt = Math.random().toString(36).slice(2, 10);
    return `${orderId}-${time}-${salt}`;
  }
}
