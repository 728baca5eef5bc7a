import { inject, injectable } from 'inversify';
import { attempt, type Result } from '../../shared/Result';
import { PendingAction, retried } from '../../session/PendingAction';
import { ORDER_GATEWAY, type OrderGateway, type PaymentMethodsOfOrder } from '../ports/OrderGateway';

export const LIST_PAYMENT_METHODS = retried<PaymentMethodsOfOrder>('listPaymentMethods');

/** The payment page's load: the methods offered and the order they pay; replayed after sign-in on Unauthorized. */
@injectable()
export class ListPaymentMethods {
  constructor(
    @inject(ORDER_GATEWAY) private readonly orders: OrderGateway,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(orderId: string): Promise<Result<PaymentMethodsOfOrder>> {
    return this.pending.retryAfterLogin(LIST_PAYMENT_METHODS, () =>
      attempt(() => this.orders.paymentMethods(orderId)),
    );
  }
}
