import { inject, injectable } from 'inversify';
import { attempt, type Result } from '../../shared/Result';
import { ORDER_GATEWAY, type OrderGateway } from '../ports/OrderGateway';

/** What the payment provider said went wrong with the order's payment, when it said anything. */
@injectable()
export class ReadOrderError {
  constructor(@inject(ORDER_GATEWAY) private readonly orders: OrderGateway) {}

  execute(orderId: string): Promise<Result<{ errorMessage: string | null }>> {
    return attempt(() => this.orders.error(orderId));
  }
}
