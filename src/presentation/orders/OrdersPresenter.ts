import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { LIST_ORDERS, ListOrders } from '../../application/orders/usecases/ListOrders';
import type { Order } from '../../domain/orders/Order';
import { formatOrderDate } from '../../domain/orders/orderDate';
import type { GroupedOrders } from '../../domain/orders/orderGrouping';
import { orderRowDestination } from '../../domain/orders/orderRowDestination';
import { isAmountStruckThrough, orderStatusKey } from '../../domain/orders/orderStatusDisplay';
import { PageLoad } from '../calls/PageLoad';
import { paths } from '../shell/paths';
import type { PagePresenter } from '../shell/PageHost';

/** Where each kind of row leads (SPEC section 2, Orders screen). */
const DESTINATION_PATHS = {
  payment: paths.orderPayment,
  investigation: paths.orderInvestigation,
  success: paths.orderSuccess,
} as const;

/** One row as shown; `to`, the page a click opens, is null for a row that leads nowhere. */
function orderRow(order: Order) {
  const destination = orderRowDestination(order);
  return {
    id: order.id,
    date: formatOrderDate(order.createdAt.date),
    status: order.status,
    statusKey: orderStatusKey(order.status),
    amount: order.amount.amount,
    // The order's money did not (or will not) reach a card.
    struckThrough: isAmountStruckThrough(order.status),
    to: destination === null ? null : DESTINATION_PATHS[destination](order.id),
  };
}

export type OrderRow = ReturnType<typeof orderRow>;

/** Consumer Orders (/consumer/orders, SPEC sections 2 and 4): "Awaiting payment" and "Orders", newest first. */
@injectable()
export class OrdersPresenter implements PagePresenter {
  constructor(
    @inject(ListOrders) private readonly listOrders: ListOrders,
    @inject(PageLoad) readonly load: PageLoad<GroupedOrders>,
  ) {
    makeAutoObservable(this);
  }

  enter(): Promise<void> {
    return this.load.enter({
      read: () => this.listOrders.execute(),
      replay: LIST_ORDERS,
      words: { serverWords: 'never', otherwise: 'orders.loadFailed.text' },
    });
  }

  get awaitingPayment(): OrderRow[] {
    return (this.load.value?.awaitingPayment ?? []).map(orderRow);
  }

  get others(): OrderRow[] {
    return (this.load.value?.others ?? []).map(orderRow);
  }
}
