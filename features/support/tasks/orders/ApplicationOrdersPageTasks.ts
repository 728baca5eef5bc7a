import assert from 'node:assert/strict';
import { ORDER_STATUSES, type OrderStatus } from '../../../../src/domain/orders/Order';
import { anOrder } from '../../../../src/domain/orders/testing/anOrder';
import { ORDER_GATEWAY, type OrderGateway } from '../../../../src/application/orders/ports/OrderGateway';
import { register, signIn } from '../../../../src/composition/testing/sandboxApp';
import { OrdersPresenter, type OrderRow } from '../../../../src/presentation/orders/OrdersPresenter';
import { paths } from '../../../../src/presentation/shell/paths';
import type { RouteName } from '../../../../src/presentation/shell/routeTable';
import { enterPage, routeMatch } from '../journey/places';
import { localeText } from '../../locale/shownText';
import { app, credentialsOf } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import type { ListedOrder, OrdersPageTasks, OrdersSection, PlacedOrder } from './OrdersPageTasks';
import { ReportedOrders } from './ReportedOrders';

/** "pending payment" as a person writes it, pending_payment as the issuer sends it. */
function orderStatus(words: string): OrderStatus {
  const status = ORDER_STATUSES.find((candidate) => candidate === words.replaceAll(' ', '_'));
  assert.ok(status, `unknown order status "${words}"`);
  return status;
}

/** The page a row's link opens, in the scenario's words, by its route (the route table's). */
const OPENS: Partial<Record<RouteName, string>> = {
  orderPayment: 'the payment page',
  orderSuccess: 'the order success page',
  orderInvestigation: 'the investigation page',
};

function opens(row: OrderRow): string {
  if (row.to === null) return 'nothing';
  const name = routeMatch(row.to)?.name;
  return (name && OPENS[name]) ?? row.to;
}

/**
 * The orders page in-process: its presenter, over the scenario's sandbox container, entered as the
 * router enters it (the route table's row). Camille, the demo consumer, holds one order in every
 * status; a scenario that lists its own orders has the issuer report them (ReportedOrders stands in
 * front of the sandbox).
 */
export class ApplicationOrdersPageTasks implements OrdersPageTasks {
  private page: OrdersPresenter | null = null;
  private status: OrderStatus | null = null;

  constructor(private readonly world: ShopWorld) {}

  async hasAnOrderThatIs(status: string): Promise<void> {
    this.status = orderStatus(status);
    await signIn(app(this.world).container, credentialsOf('Camille'));
  }

  async placedNoOrders(): Promise<void> {
    await register(app(this.world).container);
  }

  async placedOrders(orders: PlacedOrder[]): Promise<void> {
    const { container } = app(this.world);
    const reported = new ReportedOrders(container.get<OrderGateway>(ORDER_GATEWAY));
    reported.listed = orders.map((order) =>
      anOrder({ id: order.number, status: orderStatus(order.status), createdAt: { date: order.placedOn } }),
    );
    container.rebind(ORDER_GATEWAY).toConstantValue(reported);
    await signIn(container, credentialsOf('Camille'));
  }

  async openOrdersPage(): Promise<void> {
    const { presenter } = await enterPage(app(this.world).container, paths.orders());
    assert.ok(presenter instanceof OrdersPresenter, 'the orders route shows no orders page');
    this.page = presenter;
    assert.equal(presenter.load.status, 'shown', 'the orders page did not show its orders');
  }

  theOrder(): ListedOrder {
    const page = this.shown();
    const sections: [OrdersSection, OrderRow[]][] = [
      [this.heading('awaitingPayment'), page.awaitingPayment],
      [this.heading('orders'), page.others],
    ];
    for (const [section, rows] of sections) {
      const row = rows.find((candidate) => candidate.status === this.status);
      if (row) return { number: row.id, section, struckThrough: row.struckThrough, opens: opens(row) };
    }
    assert.fail(`no order that is ${this.status ?? 'unknown'} is listed`);
  }

  listedIn(section: OrdersSection): string[] {
    const page = this.shown();
    const rows = section === this.heading('awaitingPayment') ? page.awaitingPayment : page.others;
    return rows.map((row) => row.id);
  }

  /** A section's heading as the consumer reads it, in English (the features' language). */
  private heading(key: 'awaitingPayment' | 'orders'): OrdersSection {
    const heading = localeText(`orders.sections.${key}`);
    assert.ok(heading === 'Awaiting payment' || heading === 'Orders', `unexpected heading "${heading}"`);
    return heading;
  }

  private shown(): OrdersPresenter {
    assert.ok(this.page, 'the orders page is not open');
    return this.page;
  }
}
