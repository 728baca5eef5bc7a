import type { CardState, InactivityFeeDisplay } from '../../../domain/cards/Card';
import type { Cents } from '../../../domain/money/Cents';
import { CARD_VALIDITY_MONTHS } from '../../../domain/timing';
import type { SandboxContext } from '../SandboxContext';
import { expiryAfter } from '../cards/issueCard';
import { testCardNumber, testCvv } from '../cards/testCardNumber';
import { wireDateTime } from '../orders/wireDateTime';
import type { CardRecord } from '../state/SandboxState';
import { DEMO_CONSUMER_ID, LEVEL1_CONSUMER_ID } from './accounts';
import { seedOrder } from './orders';
import { balancesAfter, daysBefore, seedTransactions, type TransactionSeed } from './transactions';
import { INACTIVITY_FEE } from '../../../domain/terms';

export interface CardSeed {
  id: string;
  state: CardState;
  isBlocked?: boolean;
  isCancelled?: boolean;
  /** What the order that bought it loaded on the card. */
  loaded: Cents;
  createdDaysAgo: number;
  transactions: readonly TransactionSeed[];
  /** An inactivity-fee notice whose fee starts `startsInDays` from the clock (negative: already started). */
  inactivity?: { display: InactivityFeeDisplay; startsInDays: number };
}

/**
 * Records a seeded card bought by its own completed order (the oldest card's order was the free
 * first one), with its transactions and any inactivity notice. A cancelled card holds nothing.
 */
function seedCard(
  context: SandboxContext,
  consumerId: string,
  seed: CardSeed,
  isFirstCard: boolean,
): CardRecord {
  const digits = (count: number) => context.randomDigits(count);
  const number = testCardNumber(digits);
  const createdAt = daysBefore(context, seed.createdDaysAgo);
  const order = seedOrder(context, consumerId, {
    id: `order-${seed.id}`,
    status: 'completed',
    clusterStatus: 'paid',
    cardValue: seed.loaded,
    daysAgo: seed.createdDaysAgo,
    isFirstCard,
  });
  const balances = seed.isCancelled
    ? { actual: 0, available: 0 }
    : balancesAfter(seed.loaded, seed.transactions);
  const card: CardRecord = {
    id: seed.id,
    cardId: `C${context.randomDigits(9)}`,
    numberToken: context.tokeniseCardSecret(number),
    cvvToken: context.tokeniseCardSecret(testCvv(digits)),
    expireDate: expiryAfter(createdAt, CARD_VALIDITY_MONTHS),
    cardNumberLastFour: number.slice(-4),
    state: seed.state,
    isBlocked: seed.isBlocked ?? false,
    isCancelled: seed.isCancelled ?? false,
    createdAt: { date: wireDateTime(createdAt) },
    actualBalance: { amount: balances.actual },
    availableBalance: { amount: balances.available },
    consumerId,
    orderId: order.id,
  };
  context.state.cards.push(card);
  seedTransactions(context, card.id, seed.transactions);
  if (seed.inactivity !== undefined) {
    context.state.inactivity[card.id] = {
      display: seed.inactivity.display,
      startingDate: wireDateTime(daysBefore(context, -seed.inactivity.startsInDays)).slice(0, 10),
      feeValue: { amount: INACTIVITY_FEE },
    };
  }
  return card;
}

/** Seeds the cards oldest first, so only the oldest one's order is the free first card. */
function seedCards(context: SandboxContext, consumerId: string, seeds: readonly CardSeed[]): CardRecord[] {
  const oldestFirst = [...seeds].sort((a, b) => b.createdDaysAgo - a.createdDaysAgo);
  return oldestFirst.map((seed, index) => seedCard(context, consumerId, seed, index === 0));
}

/**
 * The demo consumer's cards: one in every state, with transactions of every status, an
 * inactivity-fee notification and warning, and a card in its last 2 months of validity.
 */
export const DEMO_CARDS: readonly CardSeed[] = [
  {
    id: 'card-demo-active',
    state: 'ACTIVE',
    loaded: 10000,
    createdDaysAgo: 90,
    transactions: [
      { merchant: 'Online Bookshop', amount: -1999, daysAgo: 80, kind: 'settled' },
      { merchant: 'Online Bookshop refund', amount: 500, daysAgo: 70, kind: 'settled' },
      { merchant: 'Electronics Store', amount: -4550, daysAgo: 40, kind: 'settled' },
      { merchant: 'Airline Tickets', amount: -25000, daysAgo: 10, kind: 'declined' },
      { merchant: 'Casino Royale Online', amount: -3000, daysAgo: 5, kind: 'blocked' },
      { merchant: 'Streaming Service', amount: -1200, daysAgo: 1, kind: 'pending' },
    ],
  },
  { id: 'card-demo-inactive', state: 'INACTIVE', loaded: 2000, createdDaysAgo: 14, transactions: [] },
  {
    id: 'card-demo-blocked',
    state: 'ACTIVE',
    isBlocked: true,
    loaded: 5000,
    createdDaysAgo: 60,
    transactions: [{ merchant: 'Food Delivery', amount: -1500, daysAgo: 50, kind: 'settled' }],
  },
  {
    id: 'card-demo-cancelled',
    state: 'ACTIVE',
    isCancelled: true,
    loaded: 3000,
    createdDaysAgo: 150,
    transactions: [{ merchant: 'Train Tickets', amount: -2000, daysAgo: 140, kind: 'settled' }],
  },
  {
    id: 'card-demo-notification',
    state: 'ACTIVE',
    loaded: 2500,
    createdDaysAgo: 200,
    transactions: [{ merchant: 'Music Store', amount: -1000, daysAgo: 165, kind: 'settled' }],
    inactivity: { display: 'NOTIFICATION', startsInDays: 15 },
  },
  {
    id: 'card-demo-warning',
    state: 'ACTIVE',
    loaded: 1000,
    // 350 days old: valid 12 months, it expires this month or the next, so the Cards screen shows
    // its expiry notice whatever the day (besides the inactivity-fee warning).
    createdDaysAgo: 350,
    transactions: [{ merchant: 'Mobile Top-up', amount: -920, daysAgo: 290, kind: 'settled' }],
    inactivity: { display: 'WARNING', startsInDays: -10 },
  },
];

/**
 * The level-1 consumer's cards: 145.50 EUR available, so a 5 EUR card would pass the 150 EUR account
 * limit (isCardLimitReached). Their gambling payments were refused for want of full KYC: one
 * blocked, others declined.
 */
export const LEVEL1_CARDS: readonly CardSeed[] = [
  {
    id: 'card-level1-first',
    state: 'ACTIVE',
    loaded: 5000,
    createdDaysAgo: 120,
    transactions: [
      { merchant: 'Coffee Shop', amount: -400, daysAgo: 110, kind: 'settled' },
      { merchant: 'Casino Royale Online', amount: -6000, daysAgo: 100, kind: 'declined', kycRelated: true },
    ],
  },
  {
    id: 'card-level1-second',
    state: 'ACTIVE',
    loaded: 5000,
    createdDaysAgo: 60,
    transactions: [
      { merchant: 'Bet Online Sports', amount: -2000, daysAgo: 30, kind: 'blocked', kycRelated: true },
      { merchant: 'Lottery Online', amount: -1500, daysAgo: 20, kind: 'declined', kycRelated: true },
    ],
  },
  {
    id: 'card-level1-third',
    state: 'ACTIVE',
    loaded: 5000,
    createdDaysAgo: 20,
    // A small pending payment: the level-1 consumer has transactions of every status too. 0.50 EUR
    // set aside keeps 145.50 EUR held, still at the card limit.
    transactions: [{ merchant: 'City Parking', amount: -50, daysAgo: 2, kind: 'pending' }],
  },
];

export function seedDemoCards(context: SandboxContext, consumerId: string = DEMO_CONSUMER_ID): CardRecord[] {
  return seedCards(context, consumerId, DEMO_CARDS);
}

export function seedLevel1Cards(
  context: SandboxContext,
  consumerId: string = LEVEL1_CONSUMER_ID,
): CardRecord[] {
  return seedCards(context, consumerId, LEVEL1_CARDS);
}
