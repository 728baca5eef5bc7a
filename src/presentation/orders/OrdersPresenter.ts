import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { LIST_ORDERS, ListOrders } from '../../application/orders/usecases/ListOrders';
import { formatMoney } from '../../domain/money/formatMoney';
import type { Order, OrderStatus } from '../../domain/orders/Order';
import { formatOrderDate } from '../../domain/orders/orderDate';
import type { GroupedOrders } from '../../domain/orders/orderGrouping';
import { orderRowDestination } from '../../domain/orders/orderRowDestination';
import { isAmountStruckThrough, orderStatusKey } from '../../domain/orders/orderStatusDisplay';
import { PageLoad } from '../calls/PageLoad';
import { LanguagePresenter } from '../shell/LanguagePresenter';
import { paths } from '../shell/paths';
import type { PagePresenter } from '../shell/routeTable';

/** One row of the orders page, as shown. */
export interface OrderRow {
  id: string;
  /** DD/MM/YYYY */
  date: string;
  status: OrderStatus;
  /** The message key of the status in words. */
  statusKey: string;
  /** The total in the language's money format. */
  amount: string;
  /** The order's money did not (or will not) reach a card. */
  struckThrough: boolean;
  /** The page a click opens; null: the row leads nowhere and does not look clickable. */
  to: string | null;
}

/** Where each kind of row leads (SPEC section 2, Orders screen). */
const DESTINATION_PATHS = {
  payment: paths.orderPayment,
  investigation: paths.orderInvestigation,
  success: paths.orderSuccess,
} as const;

/** Consumer Orders (/consumer/orders, SPEC sections 2 and 4): "Awaiting payment" and "Orders", newest first. */
@injectable()
export class OrdersPresenter implements PagePresenter {
  constructor(
    @inject(ListOrders) private readonly listOrders: ListOrders,
    @inject(LanguagePresenter) private readonly languages: LanguagePresenter,
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

  leave(): void {
    this.load.leave();
  }

  /** Section "Awaiting payment": created, pending payment or pending card creation. */
  get awaitingPayment(): OrderRow[] {
    return (this.load.value?.awaitingPayment ?? []).map((order) => this.row(order));
  }

  /** Section "Orders": every other status. */
  get others(): OrderRow[] {
    return (this.load.value?.others ?? []).map((order) => this.row(order));
  }

  private row(order: Order): OrderRow {
    const destination = orderRowDestination(order);
    return {
      id: order.id,
      date: formatOrderDate(order.createdAt.date),
      status: order.status,
      statusKey: orderStatusKey(order.status),
      amount: formatMoney(order.amount.amount, this.languages.language),
      struckThrough: isAmountStruckThrough(order.status),
      to: destination === null ? null : DESTINATION_PATHS[destination](order.id),
    };
  }
}
