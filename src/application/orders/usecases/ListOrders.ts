import { inject, injectable } from 'inversify';
import { groupOrders, type GroupedOrders } from '../../../domain/orders/orderGrouping';
import { attempt, type Result } from '../../shared/Result';
import { PendingAction, retried } from '../../session/PendingAction';
import { ORDER_GATEWAY, type OrderGateway } from '../ports/OrderGateway';

export const LIST_ORDERS = retried<GroupedOrders>('listOrders');

/** The orders page: awaiting payment and the rest; a load that meets Unauthorized is replayed after sign-in. */
@injectable()
export class ListOrders {
  constructor(
    @inject(ORDER_GATEWAY) private readonly orders: OrderGateway,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(): Promise<Result<GroupedOrders>> {
    return this.pending.retryAfterLogin(LIST_ORDERS, () =>
      attempt(async () => groupOrders(await this.orders.list())),
    );
  }
}
