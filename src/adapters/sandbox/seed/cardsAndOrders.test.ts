import { CLUSTER_STATUSES, ORDER_STATUSES } from '../../../domain/orders/Order';
import { KYC_LEVEL_1_ACCOUNT_LIMIT, KYC_LEVEL_1_PURCHASE_LIMIT } from '../../../domain/orders/cardLimit';
import { ORDER_AMOUNT_MIN } from '../../../domain/orders/orderAmount';
import { transactionKind, TRANSACTION_KINDS } from '../../../domain/transactions/transactionKind';
import { isLuhnValid } from '../cards/testCardNumber';
import { declinedKycTransactions } from '../kyc/declinedKycTransactions';
import { listOrders } from '../orders/orders';
import { shopHarness } from '../orders/testing/shopHarness';
import { cardTransactions, inactivityFeeData } from '../cards/cards';
import type { SandboxState } from '../state/SandboxState';

describe('the seeded demo consumer', () => {
  it('has cards in every state', () => {
    const { context, demo } = shopHarness();
    const { cards } = context.consumerFor(demo);
    const has = (predicate: (card: (typeof cards)[number]) => boolean) => cards.some(predicate);
    expect(
      has(
        (card) =>
          card.state === 'ACTIVE' && !card.isBlocked && !card.isCancelled && card.actualBalance.amount > 0,
      ),
    ).toBe(true);
    expect(has((card) => card.state === 'INACTIVE')).toBe(true);
    expect(has((card) => card.isBlocked && !card.isCancelled)).toBe(true);
    expect(has((card) => card.isCancelled)).toBe(true);
    expect(
      cards
        .map((card) => card.inactivityFeeData?.display)
        .filter(Boolean)
        .sort(),
    ).toEqual(['NOTIFICATION', 'WARNING']);
    expect(inactivityFeeData(context, demo)).toHaveLength(2);
  });

  it('has transactions of every status, none refused for want of KYC', () => {
    const { context, demo } = shopHarness();
    const transactions = context
      .consumerFor(demo)
      .cards.flatMap((card) => cardTransactions(context, demo, card.id));
    expect(new Set(transactions.map((transaction) => transactionKind(transaction.status)))).toEqual(
      new Set(TRANSACTION_KINDS),
    );
    expect(declinedKycTransactions(context, demo)).toEqual([]);
  });

  it('has orders in every status and every clusterStatus', () => {
    const { context, demo } = shopHarness();
    const orders = listOrders(context, demo);
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(orders.map((order) => order.clusterStatus))).toEqual(new Set(CLUSTER_STATUSES));
  });

  it('paid for their oldest card only with no creation fee', () => {
    const { context, demo } = shopHarness();
    const cardOrders = listOrders(context, demo).filter((order) => order.id.startsWith('order-card-'));
    const free = cardOrders.filter(
      (order) => !order.orderLines.some((line) => line.description === 'card_creation'),
    );
    expect(free.map((order) => order.id)).toEqual(['order-card-demo-warning']);
  });

  it('holds Luhn-valid test numbers in the vault, each card valid twelve months from its creation', () => {
    const { context, demo } = shopHarness();
    context.consumerFor(demo).cards.forEach((card) => {
      const number = context.detokenise(card.numberToken);
      expect(number).toMatch(/^4\d{15}$/);
      expect(isLuhnValid(number)).toBe(true);
      expect(number.endsWith(card.cardNumberLastFour)).toBe(true);
      const created = card.createdAt.date;
      expect(card.expireDate).toBe(`${created.slice(5, 7)}${String(Number(created.slice(2, 4)) + 1)}`);
    });
  });
});

describe('the seeded level-1 consumer', () => {
  it('is at the level-1 card limit: what is left under it is less than the smallest card', () => {
    const { context, level1 } = shopHarness();
    const consumer = context.consumerFor(level1);
    expect(consumer).toMatchObject({ kycLevel: 1, isFullyKnown: false, isCardLimitReached: true });
    const held = consumer.cards.reduce((sum, card) => sum + card.availableBalance.amount, 0);
    expect(consumer.maxAllowedAmount).toEqual({ amount: KYC_LEVEL_1_ACCOUNT_LIMIT - held });
    expect(consumer.maxAllowedAmount?.amount).toBeLessThan(ORDER_AMOUNT_MIN);
    expect(consumer.cards.every((card) => card.actualBalance.amount <= KYC_LEVEL_1_PURCHASE_LIMIT)).toBe(
      true,
    );
  });

  it('has one blocked transaction and transactions declined for want of KYC', () => {
    const { context, level1 } = shopHarness();
    const refused = declinedKycTransactions(context, level1);
    expect(refused.filter((transaction) => transaction.status.isBlocked)).toHaveLength(1);
    expect(refused.filter((transaction) => transaction.status.isDeclined).length).toBeGreaterThan(0);
  });
});

/** The state with each card-secret token (random by design) replaced by the secret behind it. */
function withSecretsInPlace(state: SandboxState): unknown {
  const cards = state.cards.map((card) => ({
    ...card,
    numberToken: state.vault[card.numberToken],
    cvvToken: state.vault[card.cvvToken],
  }));
  const vault = Object.fromEntries(
    Object.entries(state.vault).filter(([token]) => !token.startsWith('card-secret-')),
  );
  return { ...state, cards, vault };
}

describe('seeding', () => {
  it('is deterministic: the same clock and seed give the same world, card-secret tokens apart', () => {
    expect(withSecretsInPlace(shopHarness().harness.state)).toEqual(
      withSecretsInPlace(shopHarness().harness.state),
    );
  });

  it('draws card-secret tokens at random, so no one can work them out from the seed', () => {
    const [first, second] = [shopHarness().harness.state, shopHarness().harness.state];
    expect(first.cards[0]?.numberToken).not.toBe(second.cards[0]?.numberToken);
  });
});
