import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { BROWSER_TIMEOUT } from '../support/browserHooks';
import { deactivationPagesOf } from '../support/tasks/cards/deactivationPagesOf';
import { centsOf } from '../support/tasks/money/euros';
import type { ShopWorld } from '../support/world';

// The deactivation pages (choice, Cancel, Transfer, Transfer Confirmation, Success) and the cards
// screen after them, through their tasks.

/** A step the ui profile runs in the browser passes several pages: a generous timeout, harmless in-process. */
const step = { timeout: 2 * BROWSER_TIMEOUT };

// ---------------------------------------------------------------- deactivating

When(
  '{person} deactivates her {word} card by {string}',
  step,
  async function (this: ShopWorld, person: string, card: string, way: string) {
    await deactivationPagesOf(this).deactivateOwn(person, card, way);
  },
);

When(
  'the consumer deactivates it by {string} on the deactivation pages',
  async function (this: ShopWorld, way: string) {
    await deactivationPagesOf(this).deactivateCardOnHand(way);
  },
);

When(
  /^the transfer confirmation is opened for (a new card|card \S+)$/,
  async function (this: ShopWorld, receiver: string) {
    await deactivationPagesOf(this).openConfirmationFor(receiver);
  },
);

// ---------------------------------------------------------------- what the pages said

Then(
  'the deactivation ends on the {string} success page',
  step,
  async function (this: ShopWorld, page: string) {
    assert.equal(await deactivationPagesOf(this).successPage(), page);
  },
);

Then('the consumer ends on the {string} success page', async function (this: ShopWorld, page: string) {
  // The feature writes the success page's case in words ("old card" for old_card).
  assert.equal(await deactivationPagesOf(this).successPage(), page.replace(/ /g, '_'));
});

Then('the confirmation is for {string}', async function (this: ShopWorld, way: string) {
  assert.equal(await deactivationPagesOf(this).confirmedWay(), way);
});

Then('the deactivation page says this card cannot be deactivated', async function (this: ShopWorld) {
  assert.equal(await deactivationPagesOf(this).saidCannotDeactivate(), true);
});

Then('the deactivation page says the balance cannot go to that card', async function (this: ShopWorld) {
  assert.notEqual(await deactivationPagesOf(this).refusedReceiver(), null);
});

// ---------------------------------------------------------------- the cards afterwards

Then(
  "{person}'s {word} card is deactivated with nothing left on it",
  step,
  async function (this: ShopWorld, _person: string, card: string) {
    assert.deepEqual(await deactivationPagesOf(this).cardNow(card), { status: 'CANCELLED', balance: 0 });
  },
);

Then(
  "{person}'s {word} card holds {float} EUR more",
  step,
  async function (this: ShopWorld, _person: string, card: string, euros: number) {
    assert.equal(await deactivationPagesOf(this).gainOf(card), centsOf(euros));
  },
);

Then(
  '{person} has a new card holding {float} EUR',
  async function (this: ShopWorld, _person: string, euros: number) {
    assert.equal(await deactivationPagesOf(this).newCardBalance(), centsOf(euros));
  },
);
