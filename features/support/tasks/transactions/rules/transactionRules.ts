import assert from 'node:assert/strict';
import type { Cents } from '../../../../../src/domain/money/Cents';
import { eurosToCents } from '../../../../../src/domain/money/euroConversion';
import type { Transaction, TransactionStatus } from '../../../../../src/domain/transactions/Transaction';
import { absoluteAmount } from '../../../../../src/domain/transactions/transactionAmount';
import { formatTransactionDate } from '../../../../../src/domain/transactions/transactionDate';
import { transactionLookupKind } from '../../../../../src/domain/transactions/transactionDetail';
import { transactionDisplay } from '../../../../../src/domain/transactions/transactionDisplay';
import {
  filterTransactions,
  isTransactionFilter,
} from '../../../../../src/domain/transactions/transactionFilter';
import { aStatus, aTransaction } from '../../../../../src/domain/transactions/testing/aTransaction';
import type { ShopWorld } from '../../../world';
import { transactionsOnHand, type TransactionOnHand } from '../transactionsOnHand';

// The shop's transaction rules asked directly, for the Rule: scenarios of the transaction features,
// on the transactions the scenario describes (transactionsOnHand.ts).

/** The product's status words and the issuer's flag behind each. */
const STATUS_FLAGS: Record<string, keyof TransactionStatus> = {
  settled: 'isSettled',
  declined: 'isDeclined',
  pending: 'isNotSettled',
  blocked: 'isBlocked',
};

function flagOf(name: string): keyof TransactionStatus {
  const flag = STATUS_FLAGS[name];
  assert.ok(flag, `unknown transaction status "${name}"`);
  return flag;
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
  for (const mark of marks.split(',')) status[flagOf(mark.trim())] = true;
  return status;
}

/** An amount as the features write it ("-12.34 EUR"), in cents. */
export function amountIn(text: string): Cents {
  const match = /^(-?\d+\.\d{2}) EUR$/.exec(text.trim());
  assert.ok(match?.[1], `not an amount in euros: "${text}"`);
  return eurosToCents(Number(match[1]));
}

/** The transaction as the issuer would send it, from what the scenario says of it. */
function asIssued(described: TransactionOnHand): Transaction {
  const status =
    described.marks !== undefined
      ? statusMarked(described.marks)
      : described.status !== undefined
        ? aStatus(flagOf(described.status))
        : undefined;
  return aTransaction({
    id: described.name,
    ...(status && { status }),
    ...(described.amount !== undefined && { transactionAmount: { amount: amountIn(described.amount) } }),
    ...(described.date !== undefined && { date: described.date }),
  });
}

function onTheCard(world: ShopWorld): Transaction[] {
  return transactionsOnHand(world).transactions.map(asIssued);
}

function theTransaction(world: ShopWorld): Transaction {
  const [transaction] = onTheCard(world);
  assert.ok(transaction, 'no transaction on the card');
  return transaction;
}

function looks(world: ShopWorld) {
  return transactionDisplay(
    theTransaction(world).status,
    transactionsOnHand(world).declinedForIdentityVerification,
  );
}

/** The status the transaction counts as: settled, declined, pending or blocked. */
export function countsAs(world: ShopWorld): string {
  return looks(world).kind;
}

export function isIdentityVerificationMatter(world: ShopWorld): boolean {
  return looks(world).wording === 'blockedKyc';
}

/** The transactions a filter keeps, by name. */
export function keptBy(world: ShopWorld, filter: string): string[] {
  assert.ok(isTransactionFilter(filter), `unknown transaction filter "${filter}"`);
  return filterTransactions(onTheCard(world), filter).map((transaction) => transaction.id);
}

/** The transaction's amount without its sign, in cents. */
export function amountWithoutSign(world: ShopWorld): Cents {
  return absoluteAmount(theTransaction(world).transactionAmount);
}

export function dateAsRead(world: ShopWorld): string {
  return formatTransactionDate(theTransaction(world).date);
}

/** Where the detail of the transaction is read from: the issuer's settlement or authorisation. */
export function detailReadFrom(world: ShopWorld): string {
  return transactionLookupKind(theTransaction(world).status);
}
