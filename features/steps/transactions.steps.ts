import { Given, Then, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import {
  aTransactionMadeAt,
  aTransactionMarked,
  aTransactionOf,
  aTransactionThatIs,
  amountIn,
  amountWithoutSign,
  countsAs,
  dateAsRead,
  detailReadFrom,
  isIdentityVerificationMatter,
  keptBy,
  setDeclinedForIdentityVerification,
  transactionsOnCard,
} from '../support/tasks/transactions/rules/transactionRules';
import type { ShopWorld } from '../support/world';

// The transactions section and the transaction detail page are not built yet: their screen
// scenarios are tagged @pending-screen, and the Rule: scenarios ask the transaction rule tasks.

function list(text: string): string[] {
  return text === 'none' ? [] : text.split(',').map((item) => item.trim());
}

Given(
  /^a (settled|declined|pending|blocked) transaction on the card$/,
  function (this: ShopWorld, status: string) {
    aTransactionThatIs(this, status);
  },
);

Given('a transaction on the card that the issuer marks {string}', function (this: ShopWorld, marks: string) {
  aTransactionMarked(this, marks);
});

Given(/^a transaction on the card of (-?\d+\.\d{2} EUR)$/, function (this: ShopWorld, amount: string) {
  aTransactionOf(this, amount);
});

Given('a transaction on the card made at {string}', function (this: ShopWorld, date: string) {
  aTransactionMadeAt(this, date);
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
