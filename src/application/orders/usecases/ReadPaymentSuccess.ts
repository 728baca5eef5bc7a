import { inject, injectable } from 'inversify';
import { successContinueTarget, successPageOutcome } from '../../../domain/orders/successPageOutcome';
import { attempt, ok, type Result } from '../../shared/Result';
import { ConsumerSession } from '../../session/ConsumerSession';
import { PendingAction, retried } from '../../session/PendingAction';
import { ORDER_GATEWAY, type OrderGateway } from '../ports/OrderGateway';
import type { PaymentSuccess } from '../PaymentSuccess';

export const READ_PAYMENT_SUCCESS = retried<PaymentSuccess>('readPaymentSuccess');

/**
 * The success page's load: a paid order that carries the consumer refreshes the stored consumer and
 * brings the order's cards; a load that meets Unauthorized is replayed after sign-in.
 */
@injectable()
export class ReadPaymentSuccess {
  constructor(
    @inject(ORDER_GATEWAY) private readonly orders: OrderGateway,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(orderId: string): Promise<Result<PaymentSuccess>> {
    return this.pending.retryAfterLogin(READ_PAYMENT_SUCCESS, () => this.read(orderId));
  }

  private async read(orderId: string): Promise<Result<PaymentSuccess>> {
    const read = await attempt(() => this.orders.success(orderId));
    if (!read.ok) return read;
    const order = read.value;
    const outcome = successPageOutcome(order);
    if (outcome.kind !== 'paid') return ok({ outcome, order, firstCardId: null, continueTo: null });
    let firstCardId: string | null = null;
    if (outcome.consumer !== null) {
      this.session.store(outcome.consumer);
      const cards = await attempt(() => this.orders.cards(orderId));
      if (!cards.ok) return cards;
      firstCardId = cards.value[0]?.id ?? null;
    }
    const consumer = this.session.current;
    const continueTo = consumer === null ? null : successContinueTarget(consumer, firstCardId);
    return ok({ outcome, order, firstCardId, continueTo });
  }
}
