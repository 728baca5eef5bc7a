import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { eurosToCents } from '../../src/domain/money/euroConversion';
import type { Transaction, TransactionStatus } from '../../src/domain/transactions/Transaction';
import { absoluteAmount } from '../../src/domain/transactions/transactionAmount';
import { formatTransactionDate } from '../../src/domain/transactions/transactionDate';
import {
  transactionDetailAction,
  transactionLookupKind,
  type TransactionDetailAction,
} from '../../src/domain/transactions/transactionDetail';
import { transactionDisplay } from '../../src/domain/transactions/transactionDisplay';
import { filterTransactions, isTransactionFilter } from '../../src/domain/transactions/transactionFilter';
import {
  TRANSACTION_ITEM_HEIGHT,
  TRANSACTION_ROW_HEIGHT,
  TRANSACTIONS_VISIBLE_ROWS,
} from '../../src/domain/transactions/transactionList';
import { aStatus, aTransaction } from '../../src/domain/transactions/testing/aTransaction';
import { ScenarioKey, type ShopWorld } from '../support/world';

interface CardTransactionsState {
  cardId: string;
  transactions: Transaction[];
  hasDeclinedKycTransactions: boolean;
  listed: Transaction[];
  detailAction: TransactionDetailAction | null;
}

const cardTransactions = new ScenarioKey<CardTransactionsState>('card transactions', () => ({
  cardId: 'card-1',
  transactions: [],
  hasDeclinedKycTransactions: false,
  listed: [],
  detailAction: null,
}));

/** The product's status words and the issuer's flag behind each. */
const STATUS_FLAGS: Record<string, keyof TransactionStatus> = {
  settled: 'isSettled',
  declined: 'isDeclined',
  pending: 'isNotSettled',
  blocked: 'isBlocked',
};

function statusNamed(name: string): TransactionStatus {
  const flag = STATUS_FLAGS[name];
  assert.ok(flag, `unknown transaction status "${name}"`);
  return aStatus(flag);
}

/** "blocked, declined" → both flags set; "nothing" → no flag. */
function statusMarked(marks: string): TransactionStatus {
  const status: TransactionStatus = {
    isSettled: false,
    isDeclined: false,
    isNotSettled: false,
    isBlocked: false,
  };
  if (marks === 'nothing') return status;
  for (const mark of marks.split(',').map((word) => word.trim())) {
    const flag = STATUS_FLAGS[mark];
    assert.ok(flag, `unknown transaction status "${mark}"`);
    status[flag] = true;
  }
  return status;
}

function euros(text: string): number {
  const match = /^(-?\d+\.\d{2}) EUR$/.exec(text);
  assert.ok(match?.[1], `not an amount in euros: "${text}"`);
  return eurosToCents(Number(match[1]));
}

function theTransaction(world: ShopWorld): Transaction {
  const transaction = world.state(cardTransactions).transactions[0];
  assert.ok(transaction, 'no transaction on the card');
  return transaction;
}

function display(world: ShopWorld) {
  return transactionDisplay(
    theTransaction(world).status,
    world.state(cardTransactions).hasDeclinedKycTransactions,
  );
}

const BUTTONS: Record<TransactionDetailAction['action'], string> = {
  backToCards: 'go back to my cards',
  startVerification: 'start verification process',
  helpCentre: 'help centre',
};

// --- Given ---

Given(
  /^a (settled|declined|pending|blocked) transaction on the card$/,
  function (this: ShopWorld, status: string) {
    this.state(cardTransactions).transactions = [aTransaction({ status: statusNamed(status) })];
  },
);

Given(
  'a settled transaction {string} on the card {string}',
  function (this: ShopWorld, transactionId: string, cardId: string) {
    const state = this.state(cardTransactions);
    state.cardId = cardId;
    state.transactions = [aTransaction({ id: transactionId, status: statusNamed('settled') })];
  },
);

Given('a transaction on the card that the issuer marks {string}', function (this: ShopWorld, marks: string) {
  this.state(cardTransactions).transactions = [aTransaction({ status: statusMarked(marks) })];
});

Given(/^a transaction on the card of (-?\d+\.\d{2} EUR)$/, function (this: ShopWorld, amount: string) {
  this.state(cardTransactions).transactions = [
    aTransaction({ transactionAmount: { amount: euros(amount) } }),
  ];
});

Given('a transaction on the card made at {string}', function (this: ShopWorld, date: string) {
  this.state(cardTransactions).transactions = [aTransaction({ date })];
});

Given('the card has these transactions:', function (this: ShopWorld, table: DataTable) {
  this.state(cardTransactions).transactions = table
    .hashes()
    .map((row) => aTransaction({ id: row['transaction'] ?? 'tx', status: statusNamed(row['status'] ?? '') }));
});

Given(
  /^the consumer (has|has no) payments declined for identity verification$/,
  function (this: ShopWorld, has: string) {
    this.state(cardTransactions).hasDeclinedKycTransactions = has === 'has';
  },
);

// --- When ---

When('the consumer shows {string} transactions', function (this: ShopWorld, filter: string) {
  assert.ok(isTransactionFilter(filter), `unknown transaction filter "${filter}"`);
  const state = this.state(cardTransactions);
  state.listed = filterTransactions(state.transactions, filter);
});

When('the consumer opens the detail of that transaction', function (this: ShopWorld) {
  const state = this.state(cardTransactions);
  state.detailAction = transactionDetailAction(
    state.cardId,
    theTransaction(this),
    state.hasDeclinedKycTransactions,
  );
});

// --- Then ---

Then(
  'the transaction shows the icon {string} in the colour {string}',
  function (this: ShopWorld, icon: string, colour: string) {
    const shown = display(this);
    assert.equal(shown.icon, icon);
    assert.equal(shown.colour, colour);
  },
);

Then(
  /^the transaction amount is (struck through|not struck through)$/,
  function (this: ShopWorld, struck: string) {
    assert.equal(display(this).struckThrough, struck === 'struck through');
  },
);

Then(
  /^the transaction (is|is not) explained as an identity verification matter$/,
  function (this: ShopWorld, is: string) {
    assert.equal(display(this).kycRelated, is === 'is');
  },
);

Then(
  /^the transaction is shown as (settled|declined|pending|blocked)$/,
  function (this: ShopWorld, kind: string) {
    assert.equal(display(this).kind, kind);
  },
);

Then('the transactions listed are {string}', function (this: ShopWorld, expected: string) {
  assert.equal(
    this.state(cardTransactions)
      .listed.map((transaction) => transaction.id)
      .join(', '),
    expected,
  );
});

Then(/^the transaction amount reads (\d+\.\d{2} EUR)$/, function (this: ShopWorld, shown: string) {
  assert.equal(absoluteAmount(theTransaction(this).transactionAmount), euros(shown));
});

Then('the transaction date reads {string}', function (this: ShopWorld, shown: string) {
  assert.equal(formatTransactionDate(theTransaction(this).date), shown);
});

Then(
  'the transactions list is at most {int} rows of {int} pixels high, each transaction {int} pixels high',
  function (this: ShopWorld, rows: number, rowHeight: number, itemHeight: number) {
    assert.equal(TRANSACTIONS_VISIBLE_ROWS, rows);
    assert.equal(TRANSACTION_ROW_HEIGHT, rowHeight);
    assert.equal(TRANSACTION_ITEM_HEIGHT, itemHeight);
  },
);

Then('the detail page offers {string}', function (this: ShopWorld, expected: string) {
  const action = this.state(cardTransactions).detailAction;
  assert.ok(action, 'the detail was not opened');
  const button = BUTTONS[action.action];
  const helpLink = action.action === 'startVerification' && action.helpLink;
  assert.equal(helpLink ? `${button}, with help link` : button, expected);
});

Then(
  'going back to the cards selects card {string}, transaction {string} with status {string}',
  function (this: ShopWorld, cardId: string, transactionId: string, status: string) {
    assert.deepEqual(this.state(cardTransactions).detailAction, {
      action: 'backToCards',
      cardId,
      transactionId,
      status,
    });
  },
);

Then(
  /^the detail is read from the issuer's (settlement|authorisation)$/,
  function (this: ShopWorld, record: string) {
    assert.equal(transactionLookupKind(theTransaction(this).status), record);
  },
);
