import fc from 'fast-check';
import { GatewayError } from '../../application/shared/GatewayError';
import { NEW_CARD_FEE, TRANSFER_FEE } from '../../domain/cards/deactivationFees';
import { UNKNOWN_CONSUMER_TRANSFER_CAP } from '../../domain/cards/transferCandidates';
import type { Card } from '../../domain/cards/Card';
import type { Consumer } from '../../domain/consumer/Consumer';
import type { Cents } from '../../domain/money/Cents';
import { DEMO, LEVEL1 } from './support/accounts';
import { freshIdempotencyKey, paymentIdOf } from './support/payments';
import { signIn } from './support/signIn';
import { MoneyBooks } from './money/MoneyBooks';
import type { MoneyShop, Shopper } from './money/MoneyShop';
import { propertyRuns } from './money/propertyRuns';
import { expectedRefusal, togetherFates } from './money/shopRules';
import {
  HOLDERS,
  isDeactivation,
  shopPlan,
  type CapArrangement,
  type CardAction,
  type Deactivation,
  type Holder,
  type Purchase,
  type PurchasesTogether,
  type ShopAction,
  type ShopPlan,
} from './money/shopPlan';
import {
  allCards,
  askerOf,
  cardIn,
  cardsOf,
  moneyHeld,
  pickCard,
  pickTarget,
  type ShopWorld,
} from './money/ShopWorld';

type Shoppers = Record<Holder, Shopper>;

/** One generated session: the shop, both signed-in consumers, and the test's books. */
interface ShopSession {
  shop: MoneyShop;
  shoppers: Shoppers;
  books: MoneyBooks;
}

/** How long and how many sessions to generate: HTTP runs afford shorter ones. */
export interface MoneyRunSize {
  numRuns: number;
  maxActions: number;
}

async function look(shoppers: Shoppers): Promise<ShopWorld> {
  const [demo, level1] = await Promise.all(
    HOLDERS.map(async (holder) => (await shoppers[holder].consumers.fetch()).consumer),
  );
  if (demo === undefined || level1 === undefined) throw new Error('a consumer did not answer');
  return { demo, level1 };
}

/** What a request came to: the answer, or the GatewayError of the issuer's refusal (400/409, 403/404). */
type Outcome<T> = { refused: null; answer: T } | { refused: GatewayError };

async function attempt<T>(request: Promise<T>): Promise<Outcome<T>> {
  try {
    return { refused: null, answer: await request };
  } catch (error) {
    if (error instanceof GatewayError && (error.kind === 'InvalidFields' || error.kind === 'NotFound'))
      return { refused: error };
    throw error;
  }
}

/** (b) No balance, actual or available, is ever negative. */
function expectNoNegativeBalance(world: ShopWorld): void {
  const negative = allCards(world).filter(
    ({ card }) => card.actualBalance.amount < 0 || card.availableBalance.amount < 0,
  );
  expect(negative).toEqual([]);
}

/** (a) Cards + deactivation fees + balances lost by plain cancels = money paid in. */
function expectBooksBalance(world: ShopWorld, books: MoneyBooks): void {
  const { accountedFor, paidIn } = books.sides(moneyHeld(world));
  expect(accountedFor).toBe(paidIn);
}

/**
 * Tops up one of level1's cards so that it and another of their cards, less the transfer fee, hold the
 * cap plus `beyondCap`: computed from the balances the server reports and the domain's published cap
 * and fee. Answers whether anything was added.
 */
function arrangeNearCap(shop: MoneyShop, level1: Consumer, arrangement: CapArrangement): boolean {
  const { cards } = level1;
  const topped = cards[arrangement.index % cards.length];
  // Counting on from the topped card by 1 to (number of cards - 1): always another card.
  const partner = cards[(arrangement.index + 1 + (arrangement.partner % (cards.length - 1))) % cards.length];
  if (topped === undefined || partner === undefined) throw new Error('level1 has fewer than two cards');
  const held = topped.availableBalance.amount + partner.availableBalance.amount;
  const missing = UNKNOWN_CONSUMER_TRANSFER_CAP + TRANSFER_FEE + arrangement.beyondCap - held;
  if (missing <= 0) return false;
  shop.topUp(topped.id, missing);
  return true;
}

/** Where every generated session starts: both consumers signed in on a freshly reset sandbox. */
interface SessionStart {
  shoppers: Shoppers;
  world: ShopWorld;
  saved: string;
}

/** Resets the sandbox through its reset tool and signs both consumers in, as the app does. */
async function signedInStart(shop: MoneyShop): Promise<SessionStart> {
  await shop.sandbox.reset();
  const shoppers: Shoppers = { demo: shop.shopper(), level1: shop.shopper() };
  const demo = await signIn({ ...shoppers.demo, sandbox: shop.sandbox }, DEMO);
  const level1 = await signIn({ ...shoppers.level1, sandbox: shop.sandbox }, LEVEL1);
  return { shoppers, world: { demo, level1 }, saved: shop.saveState() };
}

/**
 * A session from the start's saved state (put back rather than reset and signed in again: that would
 * be most of an HTTP session's calls), level1 arranged as the plan says, and the opening books.
 */
async function openSession(
  shop: MoneyShop,
  start: SessionStart,
  plan: ShopPlan,
): Promise<{ session: ShopSession; opening: ShopWorld }> {
  shop.restoreState(start.saved);
  const { shoppers, world } = start;
  const toppedUp = plan.nearCap !== null && arrangeNearCap(shop, world.level1, plan.nearCap);
  const opening = toppedUp ? { ...world, level1: (await shoppers.level1.consumers.fetch()).consumer } : world;
  return { session: { shop, shoppers, books: new MoneyBooks(moneyHeld(opening)) }, opening };
}

/** Sends a card action's request, from the consumer who asks. */
function sendCardRequest(action: CardAction, world: ShopWorld, shoppers: Shoppers): Promise<Consumer> {
  const source = pickCard(world, action.card);
  const { cards } = shoppers[askerOf(source, action.asker)];
  const id = source.card.id;
  switch (action.kind) {
    case 'block':
      return cards.block(id);
    case 'unblock':
      return cards.unblock(id);
    case 'just_cancel':
    case 'new_card':
      return cards.deactivate(id, action.kind);
    case 'transfer':
      return cards.deactivate(id, 'transfer', pickTarget(world, source, action.target).card.id);
  }
}

/**
 * Books an accepted deactivation from the balances the server reports before and after, and checks
 * the money went where the option says: to the target, to one new card, or nowhere (written off).
 */
function bookDeactivation(
  action: Deactivation,
  before: ShopWorld,
  after: ShopWorld,
  books: MoneyBooks,
): void {
  const source = pickCard(before, action.card);
  const balance = source.card.availableBalance.amount;
  // What pending payments hold stays on the card for them; the rest is spent, moved or lost.
  const held = source.card.actualBalance.amount - balance;
  expect(cardIn(after, source.card.id)).toMatchObject({
    isCancelled: true,
    actualBalance: { amount: held },
    availableBalance: { amount: 0 },
  });
  if (action.kind === 'just_cancel') {
    books.writeOff(balance);
  } else if (action.kind === 'transfer') {
    books.charge(TRANSFER_FEE);
    const target = pickTarget(before, source, action.target).card;
    const received = cardIn(after, target.id).actualBalance.amount - target.actualBalance.amount;
    expect(received).toBe(balance - TRANSFER_FEE);
  } else {
    books.charge(NEW_CARD_FEE);
    const issued = newCards(before, after, source.holder).map((card) => card.actualBalance.amount);
    expect(issued).toEqual([balance - NEW_CARD_FEE]);
  }
}

/**
 * Orders a card and settles its payment on the provider's page; answers the order's card value (its
 * product line: what the card is loaded with, the fees the customer pays on top excluded).
 */
async function buy(action: Purchase, { shop, shoppers }: ShopSession): Promise<Cents> {
  const { orders } = shoppers[action.holder];
  const { orderId } = await orders.create(action.cents);
  const { paymethods, order } = await orders.paymentMethods(orderId);
  const cardLine = order.orderLines.find((line) => line.type === 'product');
  if (cardLine === undefined) throw new Error(`order ${orderId} has no card line`);
  const { redirectUrl } = await orders.startPayment(orderId, paymethods[0]?.id ?? '', freshIdempotencyKey());
  await shop.sandbox.completePayment(paymentIdOf(redirectUrl), action.outcome);
  return cardLine.amount.amount;
}

/** The holder's cards in `after` that `before` did not have. */
function newCards(before: ShopWorld, after: ShopWorld, holder: Holder): Card[] {
  const known = new Set(before[holder].cards.map((card) => card.id));
  return after[holder].cards.filter((card) => !known.has(card.id));
}

/** An approved order issues one card holding its card value, which is booked as paid in; a declined one, none. */
function bookPurchase(
  action: Purchase,
  cardValue: Cents,
  before: ShopWorld,
  after: ShopWorld,
  books: MoneyBooks,
): void {
  expect(cardValue).toBe(action.cents);
  const issued = newCards(before, after, action.holder).map((card) => card.actualBalance.amount);
  if (action.outcome === 'approve') {
    expect(issued).toEqual([cardValue]);
    books.load(cardValue);
  } else {
    expectUnchanged(after, before);
  }
}

/** (c) A refused request changes nothing; (d) nor does a deactivation sent again. */
function expectUnchanged(after: ShopWorld, before: ShopWorld): void {
  expect(cardsOf(after)).toEqual(cardsOf(before));
}

/** The issuer refused exactly what the rules forbid; a refusal must have changed nothing. */
function expectRulesKept(
  reason: string | null,
  refused: GatewayError | null,
  before: ShopWorld,
  after: ShopWorld,
): void {
  if (reason !== null && refused === null) throw new Error(`went through although ${reason}`);
  if (reason === null && refused !== null)
    throw new Error(`refused (${refused.message}) although nothing forbids it`);
  if (refused !== null) expectUnchanged(after, before);
}

async function stepPurchase(action: Purchase, session: ShopSession, before: ShopWorld): Promise<ShopWorld> {
  const outcome = await attempt(buy(action, session));
  const after = await look(session.shoppers);
  expectRulesKept(expectedRefusal(action, before), outcome.refused, before, after);
  if (outcome.refused === null) bookPurchase(action, outcome.answer, before, after, session.books);
  return after;
}

/**
 * Two orders of the holder created and both payments opened before either is approved, then approved
 * in turn: each order must meet the fate the rules give it (togetherFates), and each card issued
 * holds its card value, which is booked as paid in.
 */
async function stepBuyTogether(
  action: PurchasesTogether,
  { shop, shoppers, books }: ShopSession,
  before: ShopWorld,
): Promise<ShopWorld> {
  const { orders } = shoppers[action.holder];
  const fates = togetherFates(before[action.holder], action.cents);
  const created: { orderId: string; cents: Cents }[] = [];
  for (const [index, cents] of action.cents.entries()) {
    const outcome = await attempt(orders.create(cents));
    expect(outcome.refused === null ? 'created' : 'refusedAtCreation').toBe(
      fates[index] === 'refusedAtCreation' ? 'refusedAtCreation' : 'created',
    );
    if (outcome.refused === null) created.push({ orderId: outcome.answer.orderId, cents });
  }
  const paymentIds: string[] = [];
  for (const { orderId } of created) {
    const { paymethods } = await orders.paymentMethods(orderId);
    const { redirectUrl } = await orders.startPayment(
      orderId,
      paymethods[0]?.id ?? '',
      freshIdempotencyKey(),
    );
    paymentIds.push(paymentIdOf(redirectUrl));
  }
  for (const paymentId of paymentIds) await shop.sandbox.completePayment(paymentId, 'approve');
  const after = await look(shoppers);
  const issued = newCards(before, after, action.holder).map((card) => card.actualBalance.amount);
  const expected = action.cents.filter((_cents, index) => fates[index] === 'issued');
  expect(issued).toEqual(expected);
  expected.forEach((cents) => books.load(cents));
  return after;
}

/** The ids of the transactions on the card a deactivation would close, as its holder reads them. */
async function statementOf(action: Deactivation, session: ShopSession, world: ShopWorld): Promise<string[]> {
  const source = pickCard(world, action.card);
  const transactions = await session.shoppers[source.holder].cards.transactions(source.card.id);
  return transactions.map((transaction) => transaction.id);
}

/**
 * (e) The closed card's statement explains where its balance went: the lines the deactivation added
 * (money moved and the fee) sum to minus the balance it held; a plain cancel adds none (written off).
 */
async function expectStatementExplains(
  action: Deactivation,
  session: ShopSession,
  before: ShopWorld,
  earlier: readonly string[],
): Promise<void> {
  const source = pickCard(before, action.card);
  const transactions = await session.shoppers[source.holder].cards.transactions(source.card.id);
  const added = transactions.filter((transaction) => !earlier.includes(transaction.id));
  const total = added.reduce((sum, transaction) => sum + transaction.transactionAmount.amount, 0);
  const balance = source.card.availableBalance.amount;
  expect(total).toBe(action.kind === 'just_cancel' ? 0 : -balance);
}

async function stepCardAction(
  action: CardAction,
  session: ShopSession,
  before: ShopWorld,
): Promise<ShopWorld> {
  const statement = isDeactivation(action) ? await statementOf(action, session, before) : null;
  const outcome = await attempt(sendCardRequest(action, before, session.shoppers));
  const after = await look(session.shoppers);
  expectRulesKept(expectedRefusal(action, before), outcome.refused, before, after);
  if (outcome.refused === null && isDeactivation(action)) {
    bookDeactivation(action, before, after, session.books);
    await expectStatementExplains(action, session, before, statement ?? []);
    // (d) The same request again, as a double click or a replayed request sends it.
    const replay = await attempt(sendCardRequest(action, before, session.shoppers));
    if (replay.refused === null) throw new Error('a deactivation sent twice went through twice');
    expectUnchanged(await look(session.shoppers), after);
  }
  return after;
}

/** One step, then (a) and (b) on what the server reports after it. */
async function step(action: ShopAction, session: ShopSession, before: ShopWorld): Promise<ShopWorld> {
  const after =
    action.kind === 'buy'
      ? await stepPurchase(action, session, before)
      : action.kind === 'buy_together'
        ? await stepBuyTogether(action, session, before)
        : await stepCardAction(action, session, before);
  expectNoNegativeBalance(after);
  expectBooksBalance(after, session.books);
  return after;
}

async function runSession(shop: MoneyShop, start: SessionStart, plan: ShopPlan): Promise<void> {
  const { session, opening } = await openSession(shop, start, plan);
  let world = opening;
  for (const action of plan.actions) world = await step(action, session, world);
}

/**
 * Money conservation over random shopping sessions of both seeded consumers: buying (approved or
 * declined, or two orders paid together), blocking, unblocking, transfers to any card, moves to a new card and plain cancellations.
 * After every step: (a) the cards' balances + deactivation fees + balances written off by plain cancels
 * equal the money paid in; (b) no balance is negative; (c) a refused request changes nothing; (d) a
 * deactivation sent again is refused and changes nothing; (e) a closed card's statement shows where its
 * balance went. The seed is fixed (see propertyRuns).
 */
export function moneyConservationContract(shop: () => MoneyShop, size: MoneyRunSize): void {
  describe('money conservation (fast-check properties)', () => {
    it('keeps every cent accounted for, never negative, whatever is asked and in whatever order', async () => {
      const start = await signedInStart(shop());
      await fc.assert(
        fc.asyncProperty(shopPlan(size.maxActions), (plan) => runSession(shop(), start, plan)),
        propertyRuns(size.numRuns),
      );
    });
  });
}
