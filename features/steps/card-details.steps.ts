import { defineParameterType, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { BROWSER_TIMEOUT } from '../support/browserHooks';
import { cardDetailsOf } from '../support/tasks/card-details/cardDetailsOf';
import { failNextCardDetails } from '../support/tasks/outages/shopOutages';
import { letTimePass } from '../support/tasks/time/passingTime';
import type { ShopWorld } from '../support/world';

// Camille's card details (features/cards/card-details.feature), through the card-details task.

/** A step the ui profile runs in the browser may pass several screens: a generous timeout, harmless in-process. */
const step = { timeout: 2 * BROWSER_TIMEOUT };

defineParameterType({ name: 'detail', regexp: /card number|CVV/, transformer: (detail: string) => detail });

Given('Camille signed in {int} minutes ago', async function (this: ShopWorld, minutes: number) {
  await letTimePass(this, minutes * 60_000);
});

Given('the shop cannot show card details at the next try', function (this: ShopWorld) {
  failNextCardDetails(this);
});

When(
  'Camille asks to see the details of her {word} card',
  step,
  async function (this: ShopWorld, card: string) {
    await cardDetailsOf(this).ask(card);
  },
);

Given('Camille sees the details of her {word} card', step, async function (this: ShopWorld, card: string) {
  await cardDetailsOf(this).ask(card);
  await cardDetailsOf(this).confirmWithReceivedCode();
  assert.ok(await cardDetailsOf(this).shown(), 'the details do not show');
});

When('she asks to see them again', async function (this: ShopWorld) {
  await cardDetailsOf(this).askAgain();
});

When('she confirms with the code she received', step, async function (this: ShopWorld) {
  await cardDetailsOf(this).confirmWithReceivedCode();
});

When('she confirms with a code that is not the one she received', async function (this: ShopWorld) {
  await cardDetailsOf(this).confirmWithWrongCode();
});

When("she is done with the card's details", function (this: ShopWorld) {
  cardDetailsOf(this).done();
});

When('she copies the {detail}', async function (this: ShopWorld, detail: 'card number' | 'CVV') {
  await cardDetailsOf(this).copy(detail);
});

When('she signs in again', async function (this: ShopWorld) {
  await cardDetailsOf(this).signInAgain();
});

When('she tries again', async function (this: ShopWorld) {
  await cardDetailsOf(this).tryAgain();
});

Then('a new one-time code is texted to her', step, async function (this: ShopWorld) {
  assert.equal(await cardDetailsOf(this).codesTexted(), 1);
});

Then("the card's details stay hidden", step, async function (this: ShopWorld) {
  assert.equal(await cardDetailsOf(this).shown(), null);
});

Then("the card's details are hidden again", async function (this: ShopWorld) {
  assert.equal(await cardDetailsOf(this).shown(), null);
});

Then(
  'she sees the number, expiry date and CVV of her {word} card',
  step,
  async function (this: ShopWorld, card: string) {
    assert.deepEqual(await cardDetailsOf(this).shown(), await cardDetailsOf(this).issued(card));
  },
);

Then('she is told {string}', function (this: ShopWorld, message: string) {
  assert.equal(cardDetailsOf(this).message(), message);
});

Then(
  'she has the {detail} of her {word} card to paste',
  async function (this: ShopWorld, detail: 'card number' | 'CVV', card: string) {
    const issued = await cardDetailsOf(this).issued(card);
    const expected = detail === 'CVV' ? issued.cvv : issued.number.replace(/ /g, '');
    assert.equal(cardDetailsOf(this).pasted(), expected);
  },
);

Then('Camille is not offered the details of her {word} card', function (this: ShopWorld, card: string) {
  assert.equal(cardDetailsOf(this).offered(card), false);
});

Then('she is asked to sign in again', function (this: ShopWorld) {
  assert.equal(cardDetailsOf(this).askedToSignIn(), true);
});
