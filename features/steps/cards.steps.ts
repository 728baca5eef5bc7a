import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import {
  cardOnHandFromRow,
  changeSubject,
  holdCards,
  setFullyVerified,
  type CardOnHand,
} from '../support/tasks/cards/cardsOnHand';
import { blockCardPageOf } from '../support/tasks/cards/blockCardPageOf';
import { cardsScreenOf } from '../support/tasks/cards/cardsScreenOf';
import {
  allowedActions,
  amountIn,
  cardsInOrder,
  cardsKeptBy,
  deactivationBy,
  receiversOf,
  transferPossible,
  waysOffered,
} from '../support/tasks/cards/rules/cardRules';
import { BROWSER_TIMEOUT } from '../support/browserHooks';
import type { ShopWorld } from '../support/world';

// The cards screen (status chip, number, expiry, the filter, unblocking, activating) and the Block Card page
// and the inactivity-fee notices through their tasks; the rules behind them (actions, filter, sort,
// deactivation) through the card rule tasks, for their Rule: scenarios only.

const AMOUNT = '(\\d+\\.\\d{2} EUR)';

/** A step the ui profile runs in the browser may pass several screens: a generous timeout, harmless in-process. */
const step = { timeout: 2 * BROWSER_TIMEOUT };

function list(text: string): string[] {
  return text === 'none' ? [] : text.split(',').map((item) => item.trim());
}

function theCard(change: Partial<CardOnHand>): CardOnHand {
  return { name: 'the card', ...change };
}

// ---------------------------------------------------------------- the consumer and their cards

Given('the consumer holds these prepaid cards:', function (this: ShopWorld, table: DataTable) {
  holdCards(this, table.hashes().map(cardOnHandFromRow));
});

Given(
  /^a card in the (active|inactive) state that is (blocked|not blocked) and (cancelled|not cancelled)$/,
  function (this: ShopWorld, state: 'active' | 'inactive', blocked: string, cancelled: string) {
    holdCards(this, [
      theCard({ state, blocked: blocked === 'blocked', cancelled: cancelled === 'cancelled' }),
    ]);
  },
);

Given('a card whose number ends in {string}', function (this: ShopWorld, lastFour: string) {
  holdCards(this, [theCard({ lastFour })]);
});

Given('a card whose expiry is {string}', function (this: ShopWorld, expiry: string) {
  holdCards(this, [theCard({ expiry })]);
});

Given('the card owner has completed full identity verification', function (this: ShopWorld) {
  setFullyVerified(this, true);
});

Given('the card owner has not completed full identity verification', function (this: ShopWorld) {
  setFullyVerified(this, false);
});

// ---------------------------------------------------------------- the cards screen

Then(
  'the card shows the status {word} on a {word} chip',
  async function (this: ShopWorld, status: string, colour: string) {
    const tile = await cardsScreenOf(this).tileOfSubject();
    assert.deepEqual({ status: tile.status, colour: tile.chipColour }, { status, colour });
  },
);

Then('the card number reads {string}', async function (this: ShopWorld, shown: string) {
  assert.equal((await cardsScreenOf(this).tileOfSubject()).number, shown);
});

Then('the card expiry reads {string}', async function (this: ShopWorld, shown: string) {
  assert.equal((await cardsScreenOf(this).tileOfSubject()).expiry, shown);
});

Given('the consumer filters the cards on {string}', async function (this: ShopWorld, filter: string) {
  await cardsScreenOf(this).filterOn(filter);
});

When(/^card (\S+) is unblocked successfully$/, async function (this: ShopWorld, card: string) {
  assert.equal(
    await cardsScreenOf(this).unblock(card),
    true,
    `the cards screen did not unblock card ${card}`,
  );
});

Then('the cards listed are {string}', async function (this: ShopWorld, expected: string) {
  assert.deepEqual(await cardsScreenOf(this).listed(), list(expected));
});

Then(/^card (\S+) is the selected card$/, async function (this: ShopWorld, card: string) {
  assert.equal(await cardsScreenOf(this).selected(), card);
});

Given(
  '{person} has signed in and opened her cards screen',
  step,
  async function (this: ShopWorld, person: string) {
    await cardsScreenOf(this).openAs(person);
  },
);

When(
  /^(?:Camille|Lucas|Jane) unblocks her (active|inactive) card on the cards screen$/,
  step,
  async function (this: ShopWorld, card: string) {
    assert.equal(
      await cardsScreenOf(this).unblock(card),
      true,
      `the cards screen did not unblock her ${card} card`,
    );
  },
);

When(
  /^(?:Camille|Lucas|Jane) activates her (inactive) card on the cards screen$/,
  step,
  async function (this: ShopWorld, card: string) {
    assert.equal(
      await cardsScreenOf(this).activate(card),
      true,
      `the cards screen did not activate her ${card} card`,
    );
  },
);

Then(
  /^(?:Camille|Lucas|Jane)'s (active|inactive) card shows as (ACTIVE|INACTIVE|BLOCKED)(?: again)?$/,
  step,
  async function (this: ShopWorld, card: string, status: string) {
    assert.equal(await cardsScreenOf(this).statusOf(card), status);
  },
);

// ---------------------------------------------------------------- the Block Card page

When(
  /^(Camille|Lucas|Jane) blocks her (active|inactive) card$/,
  step,
  async function (this: ShopWorld, person: string, card: string) {
    await blockCardPageOf(this).block(person, card);
  },
);

Then('{person} is asked to sign in again', async function (this: ShopWorld, _person: string) {
  assert.equal(await blockCardPageOf(this).askedToSignInAgain(), true);
});

When(
  '{person} signs in with the one-time code from the outbox',
  async function (this: ShopWorld, person: string) {
    await blockCardPageOf(this).signInAgain(person);
  },
);

Then(
  /^(Camille|Lucas|Jane)'s active card is blocked$/,
  step,
  async function (this: ShopWorld, _person: string) {
    assert.deepEqual(await blockCardPageOf(this).outcome(), {
      landedOn: '/consumer/cards?selected=card-demo-active',
      status: 'BLOCKED',
    });
  },
);

Then('signing in once more repeats nothing', async function (this: ShopWorld) {
  assert.equal(await blockCardPageOf(this).signInOnceMore('Camille'), 0);
});

// ---------------------------------------------------------------- the inactivity fee notices

Then(
  'the cards list marks these cards with an inactivity fee notice:',
  async function (this: ShopWorld, table: DataTable) {
    const expected = Object.fromEntries(table.hashes().map((row) => [row['card'], row['mark']]));
    assert.deepEqual(await cardsScreenOf(this).inactivityFeeMarks(), expected);
  },
);

When(/^she selects her (\w+) card$/, async function (this: ShopWorld, card: string) {
  await cardsScreenOf(this).select(card);
});

Then(
  /^she sees the inactivity fee (notification|warning) about her (\w+) card$/,
  async function (this: ShopWorld, level: string, card: string) {
    assert.deepEqual(await cardsScreenOf(this).inactivityNotice(), { level, card });
  },
);

Then('she sees no inactivity fee notice', async function (this: ShopWorld) {
  assert.equal(await cardsScreenOf(this).inactivityNotice(), null);
});

// ---------------------------------------------------------------- rules: actions, filter, sort

Given('the issuer allows no way to deactivate that card', function (this: ShopWorld) {
  changeSubject(this, { ways: [] });
});

Then('the card allows {string}', function (this: ShopWorld, expected: string) {
  assert.deepEqual(allowedActions(this), list(expected));
});

Then(
  'the filter {string} keeps the cards {string}',
  function (this: ShopWorld, filter: string, expected: string) {
    assert.deepEqual(cardsKeptBy(this, filter), list(expected));
  },
);

Then('by default the cards come in the order {string}', function (this: ShopWorld, expected: string) {
  assert.deepEqual(cardsInOrder(this, 'default'), list(expected));
});

Then(
  'sorted by {string} the cards come in the order {string}',
  function (this: ShopWorld, order: string, expected: string) {
    assert.deepEqual(cardsInOrder(this, order), list(expected));
  },
);

// ---------------------------------------------------------------- rules: deactivation and transfer

Given(new RegExp(`^a card to deactivate holding ${AMOUNT}$`), function (this: ShopWorld, value: string) {
  holdCards(this, [{ name: 'source', value }]);
});

Given(
  new RegExp(`^a card to deactivate holding ${AMOUNT}, of which ${AMOUNT} is held for a pending payment$`),
  function (this: ShopWorld, value: string, held: string) {
    holdCards(this, [{ name: 'source', value, held }]);
  },
);

Given(
  new RegExp(`^a card to deactivate holding ${AMOUNT} and another card holding ${AMOUNT}$`),
  function (this: ShopWorld, value: string, otherValue: string) {
    holdCards(this, [
      { name: 'source', value },
      { name: 'other', value: otherValue },
    ]);
  },
);

Given(
  new RegExp(`^a card to deactivate holding ${AMOUNT} and no other card$`),
  function (this: ShopWorld, value: string) {
    holdCards(this, [{ name: 'source', value }]);
  },
);

Given('the issuer allows only {string} for the card to deactivate', function (this: ShopWorld, ways: string) {
  changeSubject(this, { ways: list(ways) });
});

Given(
  /^the card to deactivate is (blocked|not blocked) and (cancelled|not cancelled)$/,
  function (this: ShopWorld, blocked: string, cancelled: string) {
    changeSubject(this, { blocked: blocked === 'blocked', cancelled: cancelled === 'cancelled' });
  },
);

Then(
  new RegExp(`^deactivating it by "([^"]+)" costs ${AMOUNT}, and ${AMOUNT} reaches the receiving card$`),
  function (this: ShopWorld, way: string, fee: string, moved: string) {
    assert.deepEqual(deactivationBy(this, way), { fee: amountIn(fee), moved: amountIn(moved) });
  },
);

Then(
  'the cards that may receive the balance of card {word} are {string}',
  function (this: ShopWorld, card: string, expected: string) {
    assert.deepEqual(receiversOf(this, card), list(expected));
  },
);

Then(
  /^transferring to the other card is (offered|not offered)$/,
  function (this: ShopWorld, offered: string) {
    const expected = offered === 'offered';
    assert.deepEqual(transferPossible(this), { canTransfer: expected, offered: expected });
  },
);

Then('the ways offered to deactivate it are {string}', function (this: ShopWorld, expected: string) {
  assert.deepEqual(waysOffered(this), list(expected));
});
