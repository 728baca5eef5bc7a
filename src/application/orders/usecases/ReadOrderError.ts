import { inject, injectable } from 'inversify';
import { attempt, type Result } from '../../shared/Result';
import { PendingAction } from '../../session/PendingAction';
import { ORDER_GATEWAY, type OrderGateway } from '../ports/OrderGateway';

/**
 * What the server says went wrong with the order's payment, when it says anything (the order error
 * page). A read that meets Unauthorized asks for sign-in; it is not replayed (SPEC section 8 does not
 * list it): the page offers to read again.
 */
@injectable()
export class ReadOrderError {
  constructor(
    @inject(ORDER_GATEWAY) private readonly orders: OrderGateway,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(orderId: string): Promise<Result<{ errorMessage: string | null }>> {
    return this.pending.signInWhenUnauthorized(() => attempt(() => this.orders.error(orderId)));
  }
}
