import { DataTable, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { aCompleteConsumer, aFullyKnownConsumer } from '../../src/domain/consumer/testing/aConsumer';
import type { Consumer } from '../../src/domain/consumer/Consumer';
import {
  CLUSTER_STATUSES,
  ORDER_STATUSES,
  type ClusterStatus,
  type Order,
  type OrderStatus,
} from '../../src/domain/orders/Order';
import { groupOrders, type GroupedOrders } from '../../src/domain/orders/orderGrouping';
import { orderRowDestination, type OrderRowDestination } from '../../src/domain/orders/orderRowDestination';
import { isAmountStruckThrough } from '../../src/domain/orders/orderStatusDisplay';
import { canPay, paymentStartFailure, type PaymentStartFailure } from '../../src/domain/orders/paymentStart';
import { pendingPageOutcome, type PendingPageOutcome } from '../../src/domain/orders/pendingPageOutcome';
import {
  successContinueTarget,
  successPageOutcome,
  type SuccessContinueTarget,
  type SuccessPageOutcome,
} from '../../src/domain/orders/successPageOutcome';
import { anOrder } from '../../src/domain/orders/testing/anOrder';
import { PENDING_ORDER_RETRY_MS } from '../../src/domain/timing';
import { ScenarioKey, type ShopWorld } from '../support/world';

/** "pending payment" as a person writes it, pending_payment as the server does. */
function orderStatus(words: string): OrderStatus {
  const status = ORDER_STATUSES.find((s) => s === words.replaceAll(' ', '_'));
  assert.ok(status, `unknown order status "${words}"`);
  return status;
}

function clusterStatus(words: string): ClusterStatus {
  const status = CLUSTER_STATUSES.find((s) => s === words.replaceAll(' ', '_'));
  assert.ok(status, `unknown payment state "${words}"`);
  return status;
}

// ---------------------------------------------------------------- orders page

const ordersPage = new ScenarioKey('orders page', () => ({
  orders: [] as Order[],
  grouped: null as GroupedOrders | null,
}));

const SECTIONS: Record<string, keyof GroupedOrders> = {
  'Awaiting payment': 'awaitingPayment',
  Orders: 'others',
};

function section(world: ShopWorld, name: string): Order[] {
  const { grouped } = world.state(ordersPage);
  const key = SECTIONS[name];
  assert.ok(grouped, 'the orders page was not opened');
  assert.ok(key, `unknown section "${name}"`);
  return grouped[key];
}

function onlyOrder(world: ShopWorld): Order {
  const [order] = world.state(ordersPage).orders;
  assert.ok(order, 'no order was placed');
  return order;
}

Given('the consumer has an order that is {string}', function (this: ShopWorld, status: string) {
  this.state(ordersPage).orders = [anOrder({ status: orderStatus(status) })];
});

Given('the consumer placed these orders:', function (this: ShopWorld, table: DataTable) {
  this.state(ordersPage).orders = table.hashes().map((row) =>
    anOrder({
      id: String(row['number']),
      status: orderStatus(String(row['status'])),
      createdAt: { date: String(row['placed on']) },
    }),
  );
});

Given('the consumer placed no orders', function (this: ShopWorld) {
  this.state(ordersPage).orders = [];
});

When('the consumer opens the orders page', function (this: ShopWorld) {
  const page = this.state(ordersPage);
  page.grouped = groupOrders(page.orders);
});

Then('the order is listed under {string}', function (this: ShopWorld, name: string) {
  assert.deepEqual(
    section(this, name).map((o) => o.id),
    [onlyOrder(this).id],
  );
});

Then(
  /^the order amount on the orders page is (shown plainly|struck through)$/,
  function (this: ShopWorld, how: string) {
    assert.equal(isAmountStruckThrough(onlyOrder(this).status), how === 'struck through');
  },
);

const DESTINATIONS: Record<string, OrderRowDestination | null> = {
  'the payment page': 'payment',
  'the order success page': 'success',
  'the investigation page': 'investigation',
  nothing: null,
};

Then(
  /^clicking the order opens (the payment page|the order success page|the investigation page|nothing)$/,
  function (this: ShopWorld, destination: string) {
    assert.equal(orderRowDestination(onlyOrder(this)), DESTINATIONS[destination]);
  },
);

Then(
  /^the "([^"]+)" section lists the orders ([\d, ]+)$/,
  function (this: ShopWorld, name: string, ids: string) {
    assert.deepEqual(
      section(this, name).map((o) => o.id),
      ids.split(',').map((id) => id.trim()),
    );
  },
);

Then(/^the "([^"]+)" section lists no orders$/, function (this: ShopWorld, name: string) {
  assert.deepEqual(section(this, name), []);
});

// ---------------------------------------------------------------- success and pending pages

const resultState = new ScenarioKey('order result', () => ({
  order: anOrder(),
  success: null as SuccessPageOutcome | null,
  pending: null as PendingPageOutcome | null,
  payer: aCompleteConsumer() as Consumer,
  firstCardId: null as string | null,
  continueTarget: null as SuccessContinueTarget | null,
}));

Given(
  'an order whose payment is {string} and whose status is {string}',
  function (this: ShopWorld, payment: string, status: string) {
    const state = this.state(resultState);
    state.order = anOrder({ clusterStatus: clusterStatus(payment), status: orderStatus(status) });
  },
);

Given("the paid order carries the consumer's updated profile", function (this: ShopWorld) {
  const state = this.state(resultState);
  state.order = { ...state.order, consumer: aCompleteConsumer({ id: 'buyer', city: 'Lyon' }) };
});

Given('the paid order carries no profile', function (this: ShopWorld) {
  const state = this.state(resultState);
  state.order = { ...state.order, consumer: null };
});

When('the order success page opens', function (this: ShopWorld) {
  const state = this.state(resultState);
  state.success = successPageOutcome(state.order);
});

const SUCCESS_PAGES: Record<string, SuccessPageOutcome['kind']> = {
  'the thank-you page': 'paid',
  'the investigation page': 'investigation',
  'the error page': 'error',
};

Then(
  /^the order success page shows (the thank-you page|the investigation page|the error page)$/,
  function (this: ShopWorld, page: string) {
    assert.equal(this.state(resultState).success?.kind, SUCCESS_PAGES[page]);
  },
);

Then('the shop stores the profile carried by the order', function (this: ShopWorld) {
  const { success, order } = this.state(resultState);
  assert.ok(order.consumer);
  assert.deepEqual(success, { kind: 'paid', consumer: order.consumer });
});

Then('the shop keeps the profile it already holds', function (this: ShopWorld) {
  assert.deepEqual(this.state(resultState).success, { kind: 'paid', consumer: null });
});

Given(
  /^the paying consumer has passed (the full identity check|only the basic check)$/,
  function (this: ShopWorld, check: string) {
    this.state(resultState).payer =
      check === 'the full identity check' ? aFullyKnownConsumer() : aCompleteConsumer();
  },
);

Given('the paid order brought the card {string}', function (this: ShopWorld, cardId: string) {
  this.state(resultState).firstCardId = cardId;
});

Given('the paid order brought no card', function (this: ShopWorld) {
  this.state(resultState).firstCardId = null;
});

When('the consumer continues from the thank-you page', function (this: ShopWorld) {
  const state = this.state(resultState);
  state.continueTarget = successContinueTarget(state.payer, state.firstCardId);
});

Then(
  /^the consumer goes to (my cards|the identity upgrade information)$/,
  function (this: ShopWorld, destination: string) {
    const expected = destination === 'my cards' ? 'cards' : 'kycUpgradeInfo';
    assert.equal(this.state(resultState).continueTarget?.to, expected);
  },
);

Then('the card {string} is selected there', function (this: ShopWorld, cardId: string) {
  assert.equal(this.state(resultState).continueTarget?.selected, cardId);
});

Then('no card is selected there', function (this: ShopWorld) {
  assert.equal(this.state(resultState).continueTarget?.selected, null);
});

const MOMENTS: Record<string, number> = { 'on arrival': 0, 'on its retry': 1, 'after its retry': 2 };

When(
  /^the pending page checks the order (on arrival|on its retry|after its retry)$/,
  function (this: ShopWorld, moment: string) {
    const state = this.state(resultState);
    const attempt = MOMENTS[moment];
    assert.ok(attempt !== undefined);
    state.pending = pendingPageOutcome(state.order, attempt);
  },
);

Then('the pending page goes to the thank-you page', function (this: ShopWorld) {
  assert.equal(this.state(resultState).pending, 'goToSuccess');
});

Then('the pending page asks again {int} seconds later', function (this: ShopWorld, seconds: number) {
  assert.equal(this.state(resultState).pending, 'retryLater');
  assert.equal(PENDING_ORDER_RETRY_MS, seconds * 1000);
});

Then('the pending page tells the shop the payment is still pending', function (this: ShopWorld) {
  assert.equal(this.state(resultState).pending, 'postPendingNotice');
});

Then('the pending page stops asking and keeps waiting for the result', function (this: ShopWorld) {
  assert.equal(this.state(resultState).pending, 'giveUp');
});

// ---------------------------------------------------------------- starting a payment

const payState = new ScenarioKey('payment start', () => ({
  selected: null as string | null,
  methodsDisabled: false,
  failure: null as PaymentStartFailure | null,
}));

/** The spec's English texts, keyed by the message keys the domain returns. */
const PAYMENT_MESSAGES: Record<string, string> = {
  'payment.errors.orderPaid': 'Order already paid',
  'payment.errors.orderBlocked': 'The order has been blocked',
  'payment.errors.orderSuspicious': 'The order has been flagged as suspicious',
  'payment.errors.cannotContinue': 'An error occurred, cannot continue with payment',
};

Given('the consumer chose a payment method', function (this: ShopWorld) {
  this.state(payState).selected = 'visa';
});

Given('the consumer has not chosen a payment method', function (this: ShopWorld) {
  this.state(payState).selected = null;
});

function failPaymentStart(world: ShopWorld, reloaded: Order | null): void {
  const state = world.state(payState);
  state.failure = paymentStartFailure(reloaded);
  state.methodsDisabled = state.failure.disableMethods;
  if (state.failure.clearSelection) state.selected = null;
}

When(
  'the payment cannot start and the order, read again, is {string}',
  function (this: ShopWorld, payment: string) {
    failPaymentStart(this, anOrder({ clusterStatus: clusterStatus(payment) }));
  },
);

When('the payment cannot start and the order cannot be read again', function (this: ShopWorld) {
  failPaymentStart(this, null);
});

Then('the payment page shows the message {string}', function (this: ShopWorld, message: string) {
  const key = this.state(payState).failure?.messageKey;
  assert.ok(key, 'no payment failure');
  assert.equal(PAYMENT_MESSAGES[key], message);
});

Then('the payment methods are disabled and no method is chosen', function (this: ShopWorld) {
  const state = this.state(payState);
  assert.equal(state.methodsDisabled, true);
  assert.equal(state.selected, null);
});

Then('the payment methods are still offered with the chosen one kept', function (this: ShopWorld) {
  const state = this.state(payState);
  assert.equal(state.methodsDisabled, false);
  assert.equal(state.selected, 'visa');
});

Then(/^the Pay button is (enabled|disabled)$/, function (this: ShopWorld, how: string) {
  const state = this.state(payState);
  assert.equal(canPay(state.selected, state.methodsDisabled), how === 'enabled');
});
