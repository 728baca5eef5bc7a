import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { Outage } from '../support/tasks/outages/shopOutages';
import { silenceNext } from '../support/tasks/outages/shopOutages';
import type {
  DemoOrder,
  ProviderOutcome,
  ResultPlace,
} from '../support/tasks/payment-results/PaymentResultsTasks';
import { paymentResultsOf } from '../support/tasks/payment-results/paymentResultsOf';
import type { ShopWorld } from '../support/world';

// Paying an order and the result pages (features/orders/payment-results.feature and
// features/orders/cancel.feature): each sentence goes to the payment-results tasks.

Given(
  /^the shop will not answer the next (sign-out|cancellation|payment start)$/,
  function (this: ShopWorld, outage: Outage) {
    silenceNext(this, outage);
  },
);

const OUTCOMES: Record<string, ProviderOutcome> = {
  'the provider approves the payment': 'approve',
  'the provider puts the payment under investigation': 'investigation',
  'the provider leaves the payment pending': 'pending',
  "cancels on the provider's page": 'cancel',
};

When(
  new RegExp(`^Camille pays it by (\\w+) and (${Object.keys(OUTCOMES).join('|')})$`),
  async function (this: ShopWorld, method: string, outcome: string) {
    const chosen = OUTCOMES[outcome];
    assert.ok(chosen, `no outcome "${outcome}"`);
    await paymentResultsOf(this).payAndSettle(method, chosen);
  },
);

const PAGES: Record<string, ResultPlace> = {
  'thank-you': 'thankYou',
  pending: 'pending',
  cancel: 'cancel',
  investigation: 'investigation',
};

Then(
  /^Camille is back in the shop on the (thank-you|pending|cancel) page$/,
  function (this: ShopWorld, page: string) {
    assert.equal(paymentResultsOf(this).place(), PAGES[page]);
  },
);

Then('the thank-you page finds the order paid', async function (this: ShopWorld) {
  assert.equal(await paymentResultsOf(this).thankYouShowsPaid(), true);
});

Then('the thank-you page sends Camille on to the investigation page', async function (this: ShopWorld) {
  const results = paymentResultsOf(this);
  assert.equal(await results.thankYouShowsPaid(), true);
  assert.equal(results.place(), 'investigation');
});

Then(
  'Continue leads to her cards with the new card selected, holding {float} EUR',
  async function (this: ShopWorld, euros: number) {
    const results = paymentResultsOf(this);
    const shown = await results.continueFromThankYou();
    assert.deepEqual(shown, { place: 'cards', selectedBalance: results.money(Math.round(euros * 100)) });
  },
);

When(
  /^Camille tries to pay by (\w+) her order that is (already paid|blocked|flagged as suspicious|awaiting payment)$/,
  async function (this: ShopWorld, method: string, order: DemoOrder) {
    await paymentResultsOf(this).tryToPay(order, method);
  },
);

Then('the payment page refuses it, saying {string}', function (this: ShopWorld, words: string) {
  assert.equal(paymentResultsOf(this).paymentPageSays(), words);
});

Then(/^Camille can (no longer|still) choose a payment method$/, function (this: ShopWorld, can: string) {
  const still = can === 'still';
  assert.deepEqual(paymentResultsOf(this).methodChoice(), { canChoose: still, chosen: still });
});

When("the pending page opens for Camille's partly paid order", async function (this: ShopWorld) {
  await paymentResultsOf(this).openPendingPage(true);
});

Then('the pending page waits for the payment result', function (this: ShopWorld) {
  assert.equal(paymentResultsOf(this).pendingPageWaits(), true);
});

Then(
  '{int} seconds later the pending page goes on to the thank-you page',
  async function (this: ShopWorld, seconds: number) {
    const results = paymentResultsOf(this);
    assert.equal(await results.wait(seconds * 1000 - 1), null, 'it moved on too early');
    assert.equal(await results.wait(1), 'thankYou');
  },
);

Then(
  '{int} seconds later the pending page tells the shop the payment is still pending',
  async function (this: ShopWorld, seconds: number) {
    const results = paymentResultsOf(this);
    await results.wait(seconds * 1000 - 1);
    assert.equal(results.pendingNoticePosted(), false, 'it told the shop too early');
    assert.equal(await results.wait(1), null);
    assert.equal(results.pendingNoticePosted(), true);
  },
);

Then(
  '{int} seconds later the pending page has asked nothing more',
  async function (this: ShopWorld, seconds: number) {
    const results = paymentResultsOf(this);
    assert.equal(await results.wait(seconds * 1000), null);
    assert.equal(results.anythingScheduled(), false);
    assert.equal(results.pendingPageWaits(), false);
  },
);

When('the cancel page opens', async function (this: ShopWorld) {
  await paymentResultsOf(this).openCancelPage();
});

Then('the order is cancelled', async function (this: ShopWorld) {
  assert.equal(await paymentResultsOf(this).orderStatus(), 'cancelled');
});

Then(
  /^Camille is taken to her cards, which warn once that the (payment was|payment and the order were) cancelled, offering a new order$/,
  function (this: ShopWorld, what: string) {
    const orderCancelled = what === 'payment and the order were';
    assert.deepEqual(paymentResultsOf(this).cancelledWarnings(), [
      { orderCancelled, newOrderOffered: true },
      null,
    ]);
  },
);
