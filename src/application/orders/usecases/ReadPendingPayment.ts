import { inject, injectable } from 'inversify';
import type { Order } from '../../../domain/orders/Order';
import { pendingPageOutcome, type PendingPageOutcome } from '../../../domain/orders/pendingPageOutcome';
import { attempt, ok, type Result } from '../../shared/Result';
import { ORDER_GATEWAY, type OrderGateway } from '../ports/OrderGateway';

export interface PendingPaymentRead {
  orderId: string;
  /** 0 on arrival, 1 on the single retry. */
  attempt: number;
}

/**
 * One look at an order whose payment result is awaited; when the domain says so, the server is told the
 * payment is still pending.
 */
@injectable()
export class ReadPendingPayment {
  constructor(@inject(ORDER_GATEWAY) private readonly orders: OrderGateway) {}

  async execute(read: PendingPaymentRead): Promise<Result<{ outcome: PendingPageOutcome; order: Order }>> {
    const fetched = await attempt(() => this.orders.process(read.orderId));
    if (!fetched.ok) return fetched;
    const outcome = pendingPageOutcome(fetched.value, read.attempt);
    if (outcome === 'postPendingNotice') {
      const posted = await attempt(() => this.orders.notifyPending(read.orderId));
      if (!posted.ok) return posted;
    }
    return ok({ outcome, order: fetched.value });
  }
}
