import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { DownloadedStatement } from '../support/tasks/transactions/StatementTasks';
import { statementTasksOf } from '../support/tasks/transactions/statementTasksOf';
import { ScenarioKey, type ShopWorld } from '../support/world';

// The statement download under the selected card's transactions, through its task (the
// transactions section's presenter); the file is read back as a spreadsheet reads it.

const downloaded = new ScenarioKey('the downloaded statement', () => ({
  statement: null as DownloadedStatement | null,
}));

function theStatement(world: ShopWorld): DownloadedStatement {
  const { statement } = world.state(downloaded);
  assert.ok(statement, 'no statement was downloaded');
  return statement;
}

const SEPARATORS: Record<string, string> = { commas: ',', semicolons: ';' };

Given(
  /^Camille shows the transactions of her (active|inactive|blocked) card in (English|French)$/,
  async function (this: ShopWorld, card: string, language: string) {
    await statementTasksOf(this).showTransactionsOf(card, language);
  },
);

Given(
  /^she keeps only the (all|declined|blocked|pending|settled) transactions in view$/,
  async function (this: ShopWorld, filter: string) {
    await statementTasksOf(this).keepInView(filter);
  },
);

When('she downloads the statement', async function (this: ShopWorld) {
  this.state(downloaded).statement = await statementTasksOf(this).download();
});

Then(
  "the file is named {string}, NNNN being the card's last four digits",
  async function (this: ShopWorld, name: string) {
    const lastFour = await statementTasksOf(this).lastFour();
    assert.equal(theStatement(this).fileName, name.replace('NNNN', lastFour));
  },
);

Then(
  /^the statement's columns are separated by (commas|semicolons)$/,
  function (this: ShopWorld, separators: string) {
    assert.equal(theStatement(this).separator, SEPARATORS[separators]);
  },
);

Then(
  "the statement's columns are {string}, {string}, {string} and {string}",
  function (this: ShopWorld, date: string, merchant: string, amount: string, status: string) {
    assert.deepEqual(theStatement(this).columns, [date, merchant, amount, status]);
  },
);

Then('the statement lists, newest first:', function (this: ShopWorld, table: DataTable) {
  const listed = theStatement(this).rows.map(([, merchant, amount, status]) => ({
    merchant,
    amount,
    status,
  }));
  assert.deepEqual(listed, table.hashes());
});

Then(
  'each transaction is dated as the issuer recorded it: year-month-day hours:minutes:seconds',
  async function (this: ShopWorld) {
    const dates = theStatement(this).rows.map(([date]) => date);
    assert.deepEqual(dates, await statementTasksOf(this).recordedDates());
    for (const date of dates) assert.match(date ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  },
);

Then('the statement lists {int} transactions', function (this: ShopWorld, count: number) {
  assert.equal(theStatement(this).rows.length, count);
});

Then('no statement is offered', async function (this: ShopWorld) {
  assert.equal(await statementTasksOf(this).statementOffered(), false);
});
