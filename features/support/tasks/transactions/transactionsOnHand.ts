import { ScenarioKey, type ShopWorld } from '../../world';

/**
 * A transaction as a scenario describes it, in the scenario's own words. The task that needs one
 * builds it from this: the screens find a seeded transaction of that status on a real card, the
 * rule tasks build it from the shop's transaction rules.
 */
export interface TransactionOnHand {
  /** The scenario's name for it ("T9"), or a generic one. */
  name: string;
  /** The scenario's name for its card ("C7"), when it gives one. */
  card?: string;
  /** settled, declined, pending or blocked. */
  status?: string;
  /** The statuses the issuer marks it with, "blocked, declined" or "nothing" (several-status cases). */
  marks?: string;
  /** "-12.34 EUR" */
  amount?: string;
  /** As the issuer sends it, "2026-03-05 14:07:09". */
  date?: string;
}

interface TransactionsOnHand {
  transactions: TransactionOnHand[];
  declinedForIdentityVerification: boolean;
}

const onHand = new ScenarioKey<TransactionsOnHand>('transactions on hand', () => ({
  transactions: [],
  declinedForIdentityVerification: false,
}));

export function transactionsOnHand(world: ShopWorld): TransactionsOnHand {
  return world.state(onHand);
}

/** The card's transactions; the first is the one the scenario is about. */
export function transactionsOnCard(world: ShopWorld, transactions: TransactionOnHand[]): void {
  world.state(onHand).transactions = transactions;
}

/** The one transaction on the card, described by what the scenario says of it. */
export function aTransactionOnCard(
  world: ShopWorld,
  transaction: Omit<TransactionOnHand, 'name'> & { name?: string },
): void {
  transactionsOnCard(world, [{ name: 'the transaction', ...transaction }]);
}

/** Whether the consumer has payments declined for identity verification. */
export function setDeclinedForIdentityVerification(world: ShopWorld, declined: boolean): void {
  world.state(onHand).declinedForIdentityVerification = declined;
}
