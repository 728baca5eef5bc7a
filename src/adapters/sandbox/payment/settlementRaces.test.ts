import type { Cents } from '../../../domain/money/Cents';
import { createOrder, getOrder, notifyPending, orderCards, orderError } from '../orders/orders';
import { shopHarness } from '../orders/testing/shopHarness';
import { applyDiscount } from '../promo/discounts';
import { thrownBy } from '../testing/sandboxHarness';
import { completePayment } from './paymentProvider';
import { AMOUNT_CHANGED_MESSAGE } from './settlementAmount';
import { ACCOUNT_LIMIT_MESSAGE } from './settlementLimit';
import { startPayment } from './startPayment';

const PAGE = 'http://localhost:8080/sandbox/payment/';

/** A new level-1 consumer with no card yet, and shortcuts to order, open payments and settle them. */
function newcomerShop() {
  const shop = shopHarness();
  const jane = shop.newcomer();
  const { context } = shop;
  let keys = 0;
  const order = (cents: Cents, ...codes: string[]): string => {
    const { orderId } = createOrder(context, jane.token, cents);
    codes.forEach((code) => applyDiscount(context, jane.token, orderId, code));
    return orderId;
  };
  const open = (orderId: string): string => {
    keys += 1;
    const { redirectUrl } = startPayment(context, jane.token, orderId, 'visa', `key-${keys}`);
    return redirectUrl.slice(PAGE.length);
  };
  const settle = (paymentId: string, outcome: 'approve' | 'investigation' = 'approve'): string =>
    completePayment(context, paymentId, outcome).returnPath;
  const read = (orderId: string) => getOrder(context, jane.token, orderId);
  const heldOnCards = (): Cents =>
    context.consumerFor(jane.token).cards.reduce((sum, card) => sum + card.actualBalance.amount, 0);
  return { ...shop, jane, order, open, settle, read, heldOnCards };
}

describe('two orders racing for what a consumer may use once', () => {
  it('pays the promo code DOUBLE once: the second payment opened with it is refused when it settles', () => {
    const shop = newcomerShop();
    const first = shop.order(2000, 'DOUBLE');
    const second = shop.order(2000, 'DOUBLE');
    const firstPayment = shop.open(first);
    const secondPayment = shop.open(second);

    expect(shop.settle(firstPayment)).toBe(`/order/${first}/success`);
    expect(shop.settle(secondPayment)).toBe(`/order/${second}/error`);

    expect(shop.read(first)).toMatchObject({ clusterStatus: 'paid', amount: { amount: 100 } });
    expect(shop.read(second)).toMatchObject({ status: 'created', clusterStatus: 'unpaid' });
    expect(orderError(shop.context, shop.jane.token, second)).toEqual({
      errorMessage: AMOUNT_CHANGED_MESSAGE,
    });
    expect(orderCards(shop.context, shop.jane.token, second)).toEqual([]);
    expect(shop.context.consumerFor(shop.jane.token).cards).toHaveLength(1);
  });

  it('leaves the refused order priced afresh, without the spent code and with the creation fee; paying that goes through', () => {
    const shop = newcomerShop();
    const first = shop.order(2000, 'DOUBLE');
    const second = shop.order(2000, 'DOUBLE');
    const secondPayment = shop.open(second);
    shop.settle(shop.open(first));
    shop.settle(secondPayment);

    const refused = shop.read(second);
    expect(refused.amount.amount).toBe(2350);
    expect(refused.orderLines.map((line) => line.description)).toEqual(['card', 'card_creation', 'service']);
    expect(shop.settle(shop.open(second))).toBe(`/order/${second}/success`);
    expect(shop.heldOnCards()).toBe(4000);
  });

  it('refuses a payment left pending with the spent code once it comes due', () => {
    const shop = newcomerShop();
    const first = shop.order(2000, 'DOUBLE');
    const second = shop.order(2000, 'DOUBLE');
    const secondPayment = shop.open(second);
    completePayment(shop.context, secondPayment, 'pending');
    shop.settle(shop.open(first));

    notifyPending(shop.context, shop.jane.token, second);

    expect(shop.read(second)).toMatchObject({ status: 'created', clusterStatus: 'unpaid' });
    expect(orderCards(shop.context, shop.jane.token, second)).toEqual([]);
  });

  it('gives the free first card once: a second order opened as a first card is refused when it settles', () => {
    const shop = newcomerShop();
    const first = shop.order(2000);
    const second = shop.order(2000);
    const firstPayment = shop.open(first);
    const secondPayment = shop.open(second);

    shop.settle(firstPayment);

    expect(shop.settle(secondPayment)).toBe(`/order/${second}/error`);
    expect(orderError(shop.context, shop.jane.token, second)).toEqual({
      errorMessage: AMOUNT_CHANGED_MESSAGE,
    });
    expect(shop.read(second).amount.amount).toBe(2350);
    expect(shop.context.consumerFor(shop.jane.token).cards).toHaveLength(1);
  });

  it('counts an order paid under investigation as the first card, though its card is not issued yet', () => {
    const shop = newcomerShop();
    const first = shop.order(2000);
    const second = shop.order(2000);
    const secondPayment = shop.open(second);
    shop.settle(shop.open(first), 'investigation');

    expect(shop.settle(secondPayment)).toBe(`/order/${second}/error`);
    expect(shop.read(second).amount.amount).toBe(2350);
  });

  it('prices a declined order afresh too, so its next payment asks for the right amount', () => {
    const shop = newcomerShop();
    const first = shop.order(2000, 'DOUBLE');
    const second = shop.order(2000, 'DOUBLE');
    const secondPayment = shop.open(second);
    shop.settle(shop.open(first));

    completePayment(shop.context, secondPayment, 'decline');

    expect(shop.read(second).amount.amount).toBe(2350);
  });
});

describe('the level-1 account limit, checked when paying too', () => {
  it('refuses to start paying a fourth 50 EUR order once three are paid, as creating it would', () => {
    const shop = newcomerShop();
    const orders = [5000, 5000, 5000, 5000].map((cents) => shop.order(cents));
    orders.slice(0, 3).forEach((orderId) => shop.settle(shop.open(orderId)));
    const paymentsBefore = shop.payments().length;

    expect(thrownBy(() => shop.open(orders[3] ?? ''))).toMatchObject({
      status: 400,
      body: { errorCode: 'accountLimitReached' },
    });
    expect(thrownBy(() => createOrder(shop.context, shop.jane.token, 5000))).toMatchObject({
      status: 400,
      body: { errorCode: 'accountLimitReached' },
    });
    expect(shop.payments()).toHaveLength(paymentsBefore);
    expect(shop.heldOnCards()).toBe(15000);
  });

  it('refuses the money of a payment that would take the cards over 150 EUR when it settles', () => {
    const shop = newcomerShop();
    shop.settle(shop.open(shop.order(5000)));
    const racing = [shop.order(5000), shop.order(5000), shop.order(5000, 'WELCOME5')];
    const payments = racing.map((orderId) => shop.open(orderId));

    const pages = payments.map((paymentId) => shop.settle(paymentId));

    expect(pages).toEqual([
      `/order/${racing[0]}/success`,
      `/order/${racing[1]}/success`,
      `/order/${racing[2]}/error`,
    ]);
    expect(shop.heldOnCards()).toBe(15000);
    expect(shop.read(racing[2] ?? '')).toMatchObject({ status: 'created', clusterStatus: 'unpaid' });
    expect(orderError(shop.context, shop.jane.token, racing[2] ?? '')).toEqual({
      errorMessage: ACCOUNT_LIMIT_MESSAGE,
    });
    // No promo code was spent: the refused order still carries WELCOME5, unused.
    expect(shop.read(racing[2] ?? '').orderLines.map((line) => line.discountCode)).toContain('WELCOME5');
    expect(shop.harness.state.usedPromoCodes[shop.jane.consumerId] ?? []).not.toContain('WELCOME5');
  });

  it('counts an order paid under investigation as money on a card', () => {
    const shop = newcomerShop();
    const orders = [5000, 5000, 5000, 500].map((cents) => shop.order(cents));
    orders.slice(0, 3).forEach((orderId) => shop.settle(shop.open(orderId), 'investigation'));

    expect(thrownBy(() => shop.open(orders[3] ?? ''))).toMatchObject({
      body: { errorCode: 'accountLimitReached' },
    });
  });

  it('refuses under investigation too', () => {
    const shop = newcomerShop();
    shop.settle(shop.open(shop.order(5000)));
    shop.settle(shop.open(shop.order(5000)));
    const racing = [shop.order(5000), shop.order(500)];
    const payments = racing.map((orderId) => shop.open(orderId));

    expect(shop.settle(payments[0] ?? '', 'investigation')).toBe(`/order/${racing[0]}/success`);
    expect(shop.settle(payments[1] ?? '', 'investigation')).toBe(`/order/${racing[1]}/error`);
    expect(shop.read(racing[1] ?? '').clusterStatus).toBe('unpaid');
  });

  it('puts no such limit on a fully known consumer', () => {
    const shop = newcomerShop();
    shop.harness.account(shop.jane.consumerId).kycLevel = 2;
    const orders = [20000, 20000].map((cents) => shop.order(cents));
    const payments = orders.map((orderId) => shop.open(orderId));
    // Paid by a new card after the first: the second's price went up, so it is paid again.
    shop.settle(payments[0] ?? '');
    shop.settle(payments[1] ?? '');
    shop.settle(shop.open(orders[1] ?? ''));

    expect(shop.heldOnCards()).toBe(40000);
  });
});
