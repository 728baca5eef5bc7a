import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { orderResultOf } from '../support/tasks/orders/orderResultOf';
import type { OrdersSection } from '../support/tasks/orders/OrdersPageTasks';
import { ordersPageOf } from '../support/tasks/orders/ordersPageOf';
import type { PendingPageState } from '../support/tasks/orders/OrderResultTasks';
import { ScenarioKey, type ShopWorld } from '../support/world';

// The orders page, the order success page, the pending page and the payment page through their
// tasks (their presenters, in-process).

const seen = new ScenarioKey('order result seen', () => ({
  successPage: null as string | null,
  pendingPage: null as PendingPageState | null,
  continued: null as { place: string; selected: string | null } | null,
}));

function pendingPage(world: ShopWorld): PendingPageState {
  const page = world.state(seen).pendingPage;
  assert.ok(page, 'the pending page did not check the order');
  return page;
}

// ---------------------------------------------------------------- the order success page

Given(
  'an order whose payment is {string} and whose status is {string}',
  function (this: ShopWorld, payment: string, status: string) {
    orderResultOf(this).orderReportedAs(payment, status);
  },
);

Given("the paid order carries the consumer's updated profile", function (this: ShopWorld) {
  orderResultOf(this).orderCarriesProfile('updated');
});

Given('the paid order carries no profile', function (this: ShopWorld) {
  orderResultOf(this).orderCarriesProfile('none');
});

When('the order success page opens', async function (this: ShopWorld) {
  this.state(seen).successPage = await orderResultOf(this).openSuccessPage();
});

Then(
  /^the order success page shows (the thank-you page|the investigation page|the error page)$/,
  function (this: ShopWorld, page: string) {
    assert.equal(this.state(seen).successPage, page);
  },
);

Then('the shop stores the profile carried by the order', function (this: ShopWorld) {
  const { held, carried, before } = orderResultOf(this).profiles();
  assert.notDeepEqual(carried, before, 'the order carried the profile unchanged');
  assert.deepEqual(held, carried);
});

Then('the shop keeps the profile it already holds', function (this: ShopWorld) {
  const { held, before } = orderResultOf(this).profiles();
  assert.deepEqual(held, before);
});

Given(
  /^the paying consumer has passed (the full identity check|only the basic check)$/,
  function (this: ShopWorld, check: string) {
    orderResultOf(this).payerPassed(check === 'the full identity check' ? 'full' : 'basic');
  },
);

Given('the paid order brought the card {string}', function (this: ShopWorld, card: string) {
  orderResultOf(this).orderBrought(card);
});

Given('the paid order brought no card', function (this: ShopWorld) {
  orderResultOf(this).orderBrought(null);
});

When('the consumer continues from the thank-you page', async function (this: ShopWorld) {
  this.state(seen).continued = await orderResultOf(this).continueFromThankYou();
});

Then(
  /^the consumer goes to (my cards|the identity verification information)$/,
  function (this: ShopWorld, place: string) {
    assert.equal(this.state(seen).continued?.place, place);
  },
);

Then('the card {string} is selected there', function (this: ShopWorld, card: string) {
  assert.equal(this.state(seen).continued?.selected, card);
});

Then('no card is selected there', function (this: ShopWorld) {
  assert.equal(this.state(seen).continued?.selected, null);
});

// ---------------------------------------------------------------- the pending page

When(
  /^the pending page checks the order (on arrival|on its retry|after its retry)$/,
  async function (this: ShopWorld, moment: 'on arrival' | 'on its retry' | 'after its retry') {
    this.state(seen).pendingPage = await orderResultOf(this).checkOnPendingPage(moment);
  },
);

Then('the pending page goes to the thank-you page', function (this: ShopWorld) {
  assert.equal(pendingPage(this).wentToThankYou, true);
});

Then('the pending page asks again {int} seconds later', function (this: ShopWorld, seconds: number) {
  const page = pendingPage(this);
  assert.deepEqual(
    { wentToThankYou: page.wentToThankYou, stillWaiting: page.stillWaiting, checksDue: page.checksDue },
    { wentToThankYou: false, stillWaiting: true, checksDue: [seconds] },
  );
});

Then('the pending page tells the shop the payment is still pending', function (this: ShopWorld) {
  const page = pendingPage(this);
  assert.deepEqual(
    { told: page.toldTheShopStillPending, checksDue: page.checksDue, wentToThankYou: page.wentToThankYou },
    { told: true, checksDue: [], wentToThankYou: false },
  );
});

Then('the pending page stops asking and keeps waiting for the result', function (this: ShopWorld) {
  const page = pendingPage(this);
  assert.deepEqual(
    {
      told: page.toldTheShopStillPending,
      checksDue: page.checksDue,
      wentToThankYou: page.wentToThankYou,
      stillWaiting: page.stillWaiting,
    },
    { told: false, checksDue: [], wentToThankYou: false, stillWaiting: true },
  );
});

Then(
  'the pending page has asked for the order {int} times in all and keeps waiting for the result',
  function (this: ShopWorld, times: number) {
    const page = pendingPage(this);
    assert.deepEqual(
      { checks: page.checks, checksDue: page.checksDue, stillWaiting: page.stillWaiting },
      { checks: times, checksDue: [], stillWaiting: true },
    );
  },
);

// ---------------------------------------------------------------- the payment page

Given('the consumer chose a payment method', async function (this: ShopWorld) {
  await orderResultOf(this).openPaymentPage(true);
});

Given('the consumer has not chosen a payment method', async function (this: ShopWorld) {
  await orderResultOf(this).openPaymentPage(false);
});

When(
  'the payment cannot start and the order, read again, is {string}',
  async function (this: ShopWorld, payment: string) {
    await orderResultOf(this).payButPaymentCannotStart(payment);
  },
);

When('the payment cannot start and the order cannot be read again', async function (this: ShopWorld) {
  await orderResultOf(this).payButPaymentCannotStart(null);
});

Then('the payment page shows the message {string}', function (this: ShopWorld, message: string) {
  assert.equal(orderResultOf(this).paymentPage().message, message);
});

Then('the payment methods are disabled and no method is chosen', function (this: ShopWorld) {
  const page = orderResultOf(this).paymentPage();
  assert.deepEqual(
    { disabled: page.methodsDisabled, chosen: page.chosenMethod },
    { disabled: true, chosen: null },
  );
});

Then('the payment methods are still offered with the chosen one kept', function (this: ShopWorld) {
  const page = orderResultOf(this).paymentPage();
  assert.equal(page.methodsDisabled, false);
  assert.notEqual(page.chosenMethod, null, 'the chosen method was dropped');
});

Then(/^the Pay button is (enabled|disabled)$/, function (this: ShopWorld, how: string) {
  assert.equal(orderResultOf(this).paymentPage().payEnabled, how === 'enabled');
});

// ---------------------------------------------------------------- the orders page

Given('the consumer has an order that is {string}', async function (this: ShopWorld, status: string) {
  await ordersPageOf(this).hasAnOrderThatIs(status);
});

Given('the consumer placed no orders', async function (this: ShopWorld) {
  await ordersPageOf(this).placedNoOrders();
});

Given('the consumer placed these orders:', async function (this: ShopWorld, table: DataTable) {
  const orders = table
    .hashes()
    .map((row) => ({ number: row.number ?? '', status: row.status ?? '', placedOn: row['placed on'] ?? '' }));
  await ordersPageOf(this).placedOrders(orders);
});

When('the consumer opens the orders page', async function (this: ShopWorld) {
  await ordersPageOf(this).openOrdersPage();
});

Then('the order is listed under {string}', function (this: ShopWorld, section: string) {
  assert.equal(ordersPageOf(this).theOrder().section, section);
});

Then(
  /^the order amount on the orders page is (shown plainly|struck through)$/,
  function (this: ShopWorld, look: string) {
    assert.equal(ordersPageOf(this).theOrder().struckThrough, look === 'struck through');
  },
);

Then(/^clicking the order opens (.+)$/, function (this: ShopWorld, destination: string) {
  assert.equal(ordersPageOf(this).theOrder().opens, destination);
});

Then(
  /^the "(Awaiting payment|Orders)" section lists no orders$/,
  function (this: ShopWorld, section: OrdersSection) {
    assert.deepEqual(ordersPageOf(this).listedIn(section), []);
  },
);

Then(
  /^the "(Awaiting payment|Orders)" section lists the orders (\d+(?:, \d+)*)$/,
  function (this: ShopWorld, section: OrdersSection, numbers: string) {
    assert.deepEqual(ordersPageOf(this).listedIn(section), numbers.split(', '));
  },
);
