import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ListOrders } from '../../application/orders/usecases/ListOrders';
import type { AppError, Result } from '../../application/shared/Result';
import { PendingAction } from '../../application/session/PendingAction';
import { formatMoney } from '../../domain/money/formatMoney';
import type { Order, OrderStatus } from '../../domain/orders/Order';
import { formatOrderDate } from '../../domain/orders/orderDate';
import type { GroupedOrders } from '../../domain/orders/orderGrouping';
import { orderRowDestination } from '../../domain/orders/orderRowDestination';
import { isAmountStruckThrough, orderStatusKey } from '../../domain/orders/orderStatusDisplay';
import { LanguagePresenter } from '../shell/LanguagePresenter';
import { paths } from '../shell/paths';

/**
 * loading — the list is being read (on entry, or again after a failure);
 * shown — both sections are shown (each may be empty);
 * signInNeeded — the read met Unauthorized: the login modal opens and the read, kept by the use case,
 *   is replayed once the consumer has signed in again (SPEC section 8);
 * loadFailed — the server or the connection failed: the consumer may try again.
 */
export type OrdersScreen = 'loading' | 'shown' | 'signInNeeded' | 'loadFailed';

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

/**
 * Consumer Orders (/consumer/orders, SPEC sections 2 and 4): the orders read on entry, split into
 * "Awaiting payment" and "Orders", newest first, each row leading where its status says.
 */
@injectable()
export class OrdersPresenter {
  private grouped: GroupedOrders | null = null;
  private failure: AppError | null = null;
  private loading = false;

  constructor(
    @inject(ListOrders) private readonly listOrders: ListOrders,
    @inject(PendingAction) private readonly pending: PendingAction,
    @inject(LanguagePresenter) private readonly languages: LanguagePresenter,
  ) {
    makeAutoObservable<OrdersPresenter, 'listOrders' | 'pending' | 'languages'>(this, {
      listOrders: false,
      pending: false,
      languages: false,
    });
  }

  get screen(): OrdersScreen {
    if (this.loading) return 'loading';
    if (this.failure !== null) return this.failure.kind === 'Unauthorized' ? 'signInNeeded' : 'loadFailed';
    return this.grouped === null ? 'loading' : 'shown';
  }

  /** Section "Awaiting payment": created, pending payment or pending card creation. */
  get awaitingPayment(): OrderRow[] {
    return (this.grouped?.awaitingPayment ?? []).map((order) => this.row(order));
  }

  /** Section "Orders": every other status. */
  get others(): OrderRow[] {
    return (this.grouped?.others ?? []).map((order) => this.row(order));
  }

  /** Reads the list on entering the page; the returned function stops hearing replays (on leaving). */
  start(): () => void {
    const stopListening = this.pending.onReplay('listOrders', (result) => this.settle(result));
    void this.load();
    return stopListening;
  }

  /** Reads the list again (after a failure). */
  retry(): Promise<void> {
    return this.load();
  }

  /** Opens the login modal again (the consumer closed it); signing in replays the read. */
  signIn(): void {
    this.pending.requireSignIn();
  }

  private async load(): Promise<void> {
    if (this.loading) return;
    this.loading = true;
    const result = await this.listOrders.execute();
    this.settle(result);
  }

  private settle(result: Result<GroupedOrders>): void {
    runInAction(() => {
      this.loading = false;
      if (result.ok) {
        this.grouped = result.value;
        this.failure = null;
      } else {
        this.failure = result.error;
      }
    });
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
