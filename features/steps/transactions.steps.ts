import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import {
  amountIn,
  amountWithoutSign,
  countsAs,
  dateAsRead,
  detailReadFrom,
  isIdentityVerificationMatter,
  keptBy,
} from '../support/tasks/transactions/rules/transactionRules';
import {
  aTransactionOnCard,
  setDeclinedForIdentityVerification,
  transactionsOnCard,
} from '../support/tasks/transactions/transactionsOnHand';
import { transactionsScreensOf } from '../support/tasks/transactions/transactionsScreensOf';
import type { ShopWorld } from '../support/world';

// The transactions section and the transaction detail page through their task (the screens'
// presenters); the rules the screens do not show one by one through the transaction rule tasks, for
// their Rule: scenarios only. The Givens describe the card's transactions for either.

function list(text: string): string[] {
  return text === 'none' ? [] : text.split(',').map((item) => item.trim());
}

Given(
  /^a (settled|declined|pending|blocked) transaction on the card$/,
  function (this: ShopWorld, status: string) {
    aTransactionOnCard(this, { status });
  },
);

Given('a transaction on the card that the issuer marks {string}', function (this: ShopWorld, marks: string) {
  aTransactionOnCard(this, { marks });
});

Given(/^a transaction on the card of (-?\d+\.\d{2} EUR)$/, function (this: ShopWorld, amount: string) {
  aTransactionOnCard(this, { amount });
});

Given('a transaction on the card made at {string}', function (this: ShopWorld, date: string) {
  aTransactionOnCard(this, { date });
});

Given('the card has these transactions:', function (this: ShopWorld, table: DataTable) {
  transactionsOnCard(
    this,
    table.hashes().map((row) => ({ name: row['transaction'] ?? '', status: row['status'] ?? '' })),
  );
});

Given(
  /^the consumer (has|has no) payments declined for identity verification$/,
  function (this: ShopWorld, has: string) {
    setDeclinedForIdentityVerification(this, has === 'has');
  },
);

Then(
  /^the transaction (counts|does not count) as an identity verification matter$/,
  function (this: ShopWorld, counts: string) {
    assert.equal(isIdentityVerificationMatter(this), counts === 'counts');
  },
);

Then(
  /^the transaction counts as (settled|declined|pending|blocked)$/,
  function (this: ShopWorld, status: string) {
    assert.equal(countsAs(this), status);
  },
);

Then(
  'the filter {string} keeps the transactions {string}',
  function (this: ShopWorld, filter: string, expected: string) {
    assert.deepEqual(keptBy(this, filter), list(expected));
  },
);

Then(/^the transaction amount reads (\d+\.\d{2} EUR)$/, function (this: ShopWorld, shown: string) {
  assert.equal(amountWithoutSign(this), amountIn(shown));
});

Then('the transaction date reads {string}', function (this: ShopWorld, shown: string) {
  assert.equal(dateAsRead(this), shown);
});

Then(
  /^its detail is read from the issuer's (settlement|authorisation)$/,
  function (this: ShopWorld, record: string) {
    assert.equal(detailReadFrom(this), record);
  },
);

Given(
  'a settled transaction {string} on the card {string}',
  function (this: ShopWorld, name: string, card: string) {
    transactionsOnCard(this, [{ name, card, status: 'settled' }]);
  },
);

// ---------------------------------------------------------------- the transactions section

Then(
  'the transaction shows the icon {string} in the colour {string}',
  async function (this: ShopWorld, icon: string, colour: string) {
    const shown = await transactionsScreensOf(this).rowOfTheTransaction();
    assert.deepEqual({ icon: shown.icon, colour: shown.colour }, { icon, colour });
  },
);

Then(
  /^the transaction amount is (not )?struck through$/,
  async function (this: ShopWorld, not: string | null) {
    const shown = await transactionsScreensOf(this).rowOfTheTransaction();
    assert.equal(shown.struckThrough, !not);
  },
);

Then(
  'the transactions list is at most {int} rows of {int} pixels high, each transaction {int} pixels high',
  async function (this: ShopWorld, rows: number, rowHeight: number, itemHeight: number) {
    assert.deepEqual(await transactionsScreensOf(this).listSize(), { rows, rowHeight, itemHeight });
  },
);

// ---------------------------------------------------------------- the transaction detail page

When('the consumer opens the detail of that transaction', async function (this: ShopWorld) {
  await transactionsScreensOf(this).openDetailOfTheTransaction();
});

Then('the detail page offers {string}', async function (this: ShopWorld, button: string) {
  assert.equal(await transactionsScreensOf(this).detailButton(), button);
});

Then(
  'going back to the cards selects card {string}, transaction {string} with status {string}',
  async function (this: ShopWorld, card: string, transaction: string, status: string) {
    assert.deepEqual(await transactionsScreensOf(this).goBackToCards(), { card, transaction, status });
  },
);
