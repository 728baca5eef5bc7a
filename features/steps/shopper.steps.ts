import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { BROWSER_TIMEOUT } from '../support/browserHooks';
import { shopperOf } from '../support/tasks/shopper/shopperOf';
import { letTimePass } from '../support/tasks/time/passingTime';
import type { ShopWorld } from '../support/world';

// Where a person stands in the shop around a scenario's screens (features/support/tasks/shopper),
// and time passing on the scenario's clock.

/** Signing in through the pages on the ui profile takes a while: a generous timeout, harmless in-process. */
const step = { timeout: 2 * BROWSER_TIMEOUT };

Given('{person} is signed in', step, async function (this: ShopWorld, person: string) {
  await shopperOf(this).signedIn(person);
});

Given('Jane is a visitor who is not signed in', function (this: ShopWorld) {
  shopperOf(this).visitor();
});

Then('{person} is not signed in', async function (this: ShopWorld, _person: string) {
  assert.equal(await shopperOf(this).isSignedIn(), false);
});

Given(
  '{person} has ordered a card of {int} EUR',
  async function (this: ShopWorld, _person: string, euros: number) {
    await shopperOf(this).orderedCard(euros);
  },
);

When('{person} orders a card of {int} EUR', async function (this: ShopWorld, _person: string, euros: number) {
  await shopperOf(this).orderedCard(euros);
});

Then('no card amount waits in the browser', function (this: ShopWorld) {
  assert.equal(shopperOf(this).waitingAmount(), null);
});

Then('a card amount of {int} EUR waits in the browser', function (this: ShopWorld, euros: number) {
  assert.equal(shopperOf(this).waitingAmount(), euros);
});

Then(
  'the provider sends {person} back to the {string} page',
  function (this: ShopWorld, _person: string, page: string) {
    assert.equal(shopperOf(this).providerReturnedTo(), page);
  },
);

Then('the success page finds the order paid', async function (this: ShopWorld) {
  assert.equal(await shopperOf(this).successPageFinds(), 'paid');
});

Given('{int} minutes pass', async function (this: ShopWorld, minutes: number) {
  await letTimePass(this, minutes * 60_000);
});

When(/^(\d+) seconds? pass(?:es)?$/, async function (this: ShopWorld, seconds: string) {
  await letTimePass(this, Number(seconds) * 1000);
});
