import type { Card } from '../../../domain/cards/Card';
import { NEW_CARD_FEE, TRANSFER_FEE } from '../../../domain/cards/deactivationFees';
import type { Consumer } from '../../../domain/consumer/Consumer';
import { createOrder } from '../orders/orders';
import { shopHarness } from '../orders/testing/shopHarness';
import { completePayment } from '../payment/paymentProvider';
import { startPayment } from '../payment/startPayment';
import { thrownBy } from '../testing/sandboxHarness';
import {
  activateCard,
  authorisation,
  blockCard,
  cardTransactions,
  getCard,
  inactivityFeeData,
  settlement,
  unblockCard,
} from './cards';
import { deactivateCard } from './deactivateCard';

function cardOf(consumer: Consumer, cardId: string): Card {
  const card = consumer.cards.find((candidate) => candidate.id === cardId);
  if (card === undefined) throw new Error(`no card ${cardId}`);
  return card;
}

const balanceOf = (card: Card) => [card.actualBalance.amount, card.availableBalance.amount];

describe('getCard', () => {
  it.each([
    ['card-demo-active', ['just_cancel', 'transfer', 'new_card']],
    ['card-demo-inactive', ['just_cancel', 'transfer', 'new_card']],
    ['card-demo-blocked', []],
    ['card-demo-cancelled', []],
    ['card-demo-warning', ['just_cancel']],
  ])('shows %s with the cancel options it offers: %j', (cardId, options) => {
    const { context, demo } = shopHarness();
    expect(getCard(context, demo, cardId).cancelOptions).toEqual(options);
  });

  it('shows balances in cents: pending spending holds part of the actual balance', () => {
    const { context, demo } = shopHarness();
    expect(balanceOf(getCard(context, demo, 'card-demo-active'))).toEqual([3951, 2751]);
  });

  it("answers 403 for another consumer's card, 404 for an unknown one, 401 without a session", () => {
    const { context, demo, level1 } = shopHarness();
    expect(thrownBy(() => getCard(context, level1, 'card-demo-active'))).toMatchObject({ status: 403 });
    expect(thrownBy(() => getCard(context, demo, 'card-x'))).toMatchObject({ status: 404 });
    expect(thrownBy(() => getCard(context, null, 'card-demo-active'))).toMatchObject({ status: 401 });
  });

  it('returns copies: changing the answer changes nothing in the sandbox', () => {
    const { context, demo } = shopHarness();
    const card = getCard(context, demo, 'card-demo-active');
    card.actualBalance.amount = 1;
    card.cancelOptions.pop();
    expect(getCard(context, demo, 'card-demo-active')).toMatchObject({
      actualBalance: { amount: 3951 },
      cancelOptions: ['just_cancel', 'transfer', 'new_card'],
    });
  });
});

describe('blockCard and unblockCard', () => {
  it('blocks a card and answers the consumer; a blocked card offers no cancel option', () => {
    const { context, demo } = shopHarness();
    const card = cardOf(blockCard(context, demo, 'card-demo-active'), 'card-demo-active');
    expect(card).toMatchObject({ isBlocked: true, cancelOptions: [] });
  });

  it('unblocks a blocked card', () => {
    const { context, demo } = shopHarness();
    const card = cardOf(unblockCard(context, demo, 'card-demo-blocked'), 'card-demo-blocked');
    expect(card).toMatchObject({ isBlocked: false, cancelOptions: ['just_cancel', 'transfer', 'new_card'] });
  });

  it.each([
    ['blockCard', blockCard, 'card-demo-blocked', 'cardAlreadyBlocked'],
    ['blockCard', blockCard, 'card-demo-cancelled', 'cardCancelled'],
    ['unblockCard', unblockCard, 'card-demo-active', 'cardNotBlocked'],
    ['unblockCard', unblockCard, 'card-demo-cancelled', 'cardCancelled'],
  ] as const)('%s refuses %s: %s', (_name, call, cardId, errorCode) => {
    const { context, demo } = shopHarness();
    expect(thrownBy(() => call(context, demo, cardId))).toMatchObject({ status: 400, body: { errorCode } });
  });

  it.each([
    ['blockCard', blockCard],
    ['unblockCard', unblockCard],
  ] as const)("%s answers 403 for another consumer's card and 404 for an unknown one", (_name, call) => {
    const { context, demo, level1 } = shopHarness();
    expect(thrownBy(() => call(context, level1, 'card-demo-blocked'))).toMatchObject({ status: 403 });
    expect(thrownBy(() => call(context, demo, 'card-x'))).toMatchObject({ status: 404 });
  });
});

describe('activateCard', () => {
  it('activates an inactive card and answers the consumer', () => {
    const { context, demo } = shopHarness();
    const card = cardOf(activateCard(context, demo, 'card-demo-inactive'), 'card-demo-inactive');
    expect(card).toMatchObject({ state: 'ACTIVE', isBlocked: false, isCancelled: false });
    expect(getCard(context, demo, 'card-demo-inactive').state).toBe('ACTIVE');
  });

  it.each([
    ['card-demo-active', 'cardAlreadyActive'],
    ['card-demo-cancelled', 'cardCancelled'],
  ] as const)('refuses %s: %s', (cardId, errorCode) => {
    const { context, demo } = shopHarness();
    expect(thrownBy(() => activateCard(context, demo, cardId))).toMatchObject({
      status: 400,
      body: { errorCode },
    });
  });

  it('refuses a blocked inactive card until it is unblocked, and leaves it inactive', () => {
    const { context, demo } = shopHarness();
    blockCard(context, demo, 'card-demo-inactive');
    expect(thrownBy(() => activateCard(context, demo, 'card-demo-inactive'))).toMatchObject({
      status: 400,
      body: { errorCode: 'cardBlocked' },
    });
    expect(getCard(context, demo, 'card-demo-inactive').state).toBe('INACTIVE');
  });

  it("answers 403 for another consumer's card, 404 for an unknown one, 401 without a session", () => {
    const { context, demo, level1 } = shopHarness();
    expect(thrownBy(() => activateCard(context, level1, 'card-demo-inactive'))).toMatchObject({
      status: 403,
    });
    expect(thrownBy(() => activateCard(context, demo, 'card-x'))).toMatchObject({ status: 404 });
    expect(thrownBy(() => activateCard(context, null, 'card-demo-inactive'))).toMatchObject({ status: 401 });
  });
});

describe('deactivateCard', () => {
  it('just_cancel deactivates the card and its available balance is lost; the pending payment keeps its money', () => {
    const { context, demo } = shopHarness();
    const consumer = deactivateCard(context, demo, 'card-demo-active', 'just_cancel');
    const card = cardOf(consumer, 'card-demo-active');
    expect(card).toMatchObject({ isCancelled: true, cancelOptions: [] });
    expect(balanceOf(card)).toEqual([3951 - 2751, 0]);
    expect(consumer.cards).toHaveLength(6);
  });

  it('drops the inactivity notice of a deactivated card', () => {
    const { context, demo } = shopHarness();
    deactivateCard(context, demo, 'card-demo-notification', 'just_cancel');
    expect(inactivityFeeData(context, demo).map((data) => data.id)).toEqual(['card-demo-warning']);
  });

  it('transfer moves the available balance less 1.00 EUR to the target and records both movements', () => {
    const { context, demo } = shopHarness();
    const consumer = deactivateCard(context, demo, 'card-demo-active', 'transfer', 'card-demo-inactive');
    expect(balanceOf(cardOf(consumer, 'card-demo-inactive'))).toEqual([
      2000 + 2751 - TRANSFER_FEE,
      2000 + 2751 - TRANSFER_FEE,
    ]);
    // The 12.00 EUR held for the pending payment stays on the deactivated card, with nothing to spend.
    expect(cardOf(consumer, 'card-demo-active')).toMatchObject({
      isCancelled: true,
      actualBalance: { amount: 1200 },
      availableBalance: { amount: 0 },
    });
    expect(cardTransactions(context, demo, 'card-demo-inactive')[0]).toMatchObject({
      transactionAmount: { amount: 2651 },
      status: { isSettled: true },
    });
    const moved = cardTransactions(context, demo, 'card-demo-active')
      .slice(0, 2)
      .map((transaction) => transaction.transactionAmount.amount);
    expect(moved.sort((a, b) => a - b)).toEqual([-2651, -TRANSFER_FEE]);
  });

  it.each([
    ['the card itself', 'card-demo-active'],
    ['a blocked card', 'card-demo-blocked'],
    ['a cancelled card', 'card-demo-cancelled'],
    ['an unknown card', 'card-x'],
    ["another consumer's card", 'card-level1-first'],
    ['no card at all', undefined],
  ])('refuses a transfer to %s', (_what, transferTo) => {
    const { context, demo } = shopHarness();
    expect(
      thrownBy(() => deactivateCard(context, demo, 'card-demo-active', 'transfer', transferTo)),
    ).toMatchObject({ status: 400, body: { errorCode: 'invalidTransferTarget' } });
    expect(getCard(context, demo, 'card-demo-active').isCancelled).toBe(false);
  });

  it('refuses a target that would hold more than 150.00 EUR for a consumer who is not fully known', () => {
    const { context, level1, harness } = shopHarness();
    const second = harness.state.cards.find((card) => card.id === 'card-level1-second');
    if (second) second.availableBalance = { amount: 10501 };
    expect(
      thrownBy(() => deactivateCard(context, level1, 'card-level1-first', 'transfer', 'card-level1-second')),
    ).toMatchObject({ status: 400, body: { errorCode: 'invalidTransferTarget' } });
    if (second) second.availableBalance = { amount: 10500 };
    const consumer = deactivateCard(context, level1, 'card-level1-first', 'transfer', 'card-level1-second');
    expect(cardOf(consumer, 'card-level1-second').availableBalance.amount).toBe(15000);
  });

  it('new_card moves the available balance less 3.50 EUR to a new replacement card', () => {
    const { context, demo } = shopHarness();
    const consumer = deactivateCard(context, demo, 'card-demo-active', 'new_card');
    expect(consumer.cards).toHaveLength(7);
    const replacement = consumer.cards.at(-1);
    expect(replacement).toMatchObject({ state: 'ACTIVE', isBlocked: false, isCancelled: false });
    expect(replacement && balanceOf(replacement)).toEqual([2751 - NEW_CARD_FEE, 2751 - NEW_CARD_FEE]);
    expect(cardOf(consumer, 'card-demo-active').isCancelled).toBe(true);
  });

  it.each([
    [NEW_CARD_FEE, ['just_cancel', 'transfer', 'new_card']],
    [NEW_CARD_FEE - 1, ['just_cancel', 'transfer']],
    [TRANSFER_FEE, ['just_cancel', 'transfer']],
    [TRANSFER_FEE - 1, ['just_cancel']],
  ])('a card holding %i cents offers %j', (balance, options) => {
    const { context, demo, harness } = shopHarness();
    const card = harness.state.cards.find((candidate) => candidate.id === 'card-demo-inactive');
    if (card)
      Object.assign(card, { actualBalance: { amount: balance }, availableBalance: { amount: balance } });
    expect(getCard(context, demo, 'card-demo-inactive').cancelOptions).toEqual(options);
  });

  it('a replacement card for a balance exactly covering the fee holds nothing', () => {
    const { context, demo, harness } = shopHarness();
    const card = harness.state.cards.find((candidate) => candidate.id === 'card-demo-inactive');
    if (card)
      Object.assign(card, {
        actualBalance: { amount: NEW_CARD_FEE },
        availableBalance: { amount: NEW_CARD_FEE },
      });
    const consumer = deactivateCard(context, demo, 'card-demo-inactive', 'new_card');
    expect(consumer.cards.at(-1)?.availableBalance.amount).toBe(0);
  });

  it('offers no transfer to a consumer with a single card', () => {
    const shop = shopHarness();
    const jane = shop.newcomer();
    const { orderId } = createOrder(shop.context, jane.token, 2000);
    const { redirectUrl } = startPayment(shop.context, jane.token, orderId, 'visa', 'k');
    completePayment(shop.context, redirectUrl.split('/').pop() ?? '', 'approve');
    const [card] = shop.context.consumerFor(jane.token).cards;
    expect(card?.cancelOptions).toEqual(['just_cancel', 'new_card']);
    expect(
      thrownBy(() =>
        deactivateCard(shop.context, jane.token, card?.id ?? '', 'transfer', 'card-demo-active'),
      ),
    ).toMatchObject({ status: 400, body: { errorCode: 'optionNotAvailable' } });
  });

  it.each([
    ['card-demo-warning', 'transfer', 'optionNotAvailable'],
    ['card-demo-warning', 'new_card', 'optionNotAvailable'],
    ['card-demo-blocked', 'just_cancel', 'cardBlocked'],
    ['card-demo-cancelled', 'just_cancel', 'cardCancelled'],
  ] as const)('refuses to deactivate %s with %s: %s', (cardId, option, errorCode) => {
    const { context, demo } = shopHarness();
    expect(thrownBy(() => deactivateCard(context, demo, cardId, option, 'card-demo-inactive'))).toMatchObject(
      {
        status: 400,
        body: { errorCode },
      },
    );
  });

  it("answers 403 for another consumer's card, 404 for an unknown one, 401 without a session", () => {
    const { context, demo, level1 } = shopHarness();
    expect(thrownBy(() => deactivateCard(context, level1, 'card-demo-active', 'just_cancel'))).toMatchObject({
      status: 403,
    });
    expect(thrownBy(() => deactivateCard(context, demo, 'card-x', 'just_cancel'))).toMatchObject({
      status: 404,
    });
    expect(thrownBy(() => deactivateCard(context, null, 'card-demo-active', 'just_cancel'))).toMatchObject({
      status: 401,
    });
  });
});

describe('cardTransactions', () => {
  it('lists the card transactions newest first, without internal fields', () => {
    const { context, demo } = shopHarness();
    const transactions = cardTransactions(context, demo, 'card-demo-active');
    expect(transactions.map((transaction) => transaction.merchant)).toEqual([
      'Streaming Service',
      'Casino Royale Online',
      'Airline Tickets',
      'Electronics Store',
      'Online Bookshop refund',
      'Online Bookshop',
    ]);
    expect(transactions[0]).not.toHaveProperty('kycRelated');
    expect(transactions[0]?.date).toBe('2025-02-28 10:00:00');
  });

  it('is empty for a card never used', () => {
    const { context, demo } = shopHarness();
    expect(cardTransactions(context, demo, 'card-demo-inactive')).toEqual([]);
  });

  it("answers 403 for another consumer's card and 404 for an unknown one", () => {
    const { context, demo, level1 } = shopHarness();
    expect(thrownBy(() => cardTransactions(context, level1, 'card-demo-active'))).toMatchObject({
      status: 403,
    });
    expect(thrownBy(() => cardTransactions(context, demo, 'card-x'))).toMatchObject({ status: 404 });
  });
});

describe('inactivityFeeData', () => {
  it("lists the notices of the consumer's cards in issue order, each with its card id", () => {
    const { context, demo } = shopHarness();
    expect(inactivityFeeData(context, demo)).toEqual([
      { id: 'card-demo-warning', display: 'WARNING', startingDate: '2025-02-19', feeValue: { amount: 100 } },
      {
        id: 'card-demo-notification',
        display: 'NOTIFICATION',
        startingDate: '2025-03-16',
        feeValue: { amount: 100 },
      },
    ]);
  });

  it('is empty for a consumer without notices, and 401 without a session', () => {
    const { context, level1 } = shopHarness();
    expect(inactivityFeeData(context, level1)).toEqual([]);
    expect(thrownBy(() => inactivityFeeData(context, null))).toMatchObject({ status: 401 });
  });
});

describe('settlement and authorisation', () => {
  function transactionId(shop: ReturnType<typeof shopHarness>, merchant: string): string {
    const found = cardTransactions(shop.context, shop.demo, 'card-demo-active').find(
      (transaction) => transaction.merchant === merchant,
    );
    return found?.id ?? '';
  }

  it('reads a settled transaction as a settlement, with its card', () => {
    const shop = shopHarness();
    const id = transactionId(shop, 'Electronics Store');
    expect(settlement(shop.context, shop.demo, 'card-demo-active', id)).toMatchObject({
      transaction: { id, merchant: 'Electronics Store', transactionAmount: { amount: -4550 } },
      card: { id: 'card-demo-active' },
    });
  });

  it.each(['Streaming Service', 'Airline Tickets', 'Casino Royale Online'])(
    'reads the unsettled transaction %s as an authorisation',
    (merchant) => {
      const shop = shopHarness();
      const id = transactionId(shop, merchant);
      expect(authorisation(shop.context, shop.demo, 'card-demo-active', id).transaction.merchant).toBe(
        merchant,
      );
      expect(thrownBy(() => settlement(shop.context, shop.demo, 'card-demo-active', id))).toMatchObject({
        status: 404,
      });
    },
  );

  it('has no authorisation for a settled transaction', () => {
    const shop = shopHarness();
    const id = transactionId(shop, 'Electronics Store');
    expect(thrownBy(() => authorisation(shop.context, shop.demo, 'card-demo-active', id))).toMatchObject({
      status: 404,
    });
  });

  it('answers 404 for an unknown id or a transaction of another card', () => {
    const shop = shopHarness();
    const id = transactionId(shop, 'Electronics Store');
    expect(thrownBy(() => settlement(shop.context, shop.demo, 'card-demo-active', 'tx-x'))).toMatchObject({
      status: 404,
    });
    expect(thrownBy(() => settlement(shop.context, shop.demo, 'card-demo-blocked', id))).toMatchObject({
      status: 404,
    });
  });

  it("answers 403 for another consumer's card", () => {
    const shop = shopHarness();
    const id = transactionId(shop, 'Electronics Store');
    expect(thrownBy(() => settlement(shop.context, shop.level1, 'card-demo-active', id))).toMatchObject({
      status: 403,
    });
  });
});
