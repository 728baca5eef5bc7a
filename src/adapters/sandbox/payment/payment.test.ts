import { PAYMENT_OUTCOMES } from '../../../application/sandbox/ports/SandboxConsole';
import { isLuhnValid } from '../cards/testCardNumber';
import { applyDiscount } from '../promo/discounts';
import { shopHarness } from '../orders/testing/shopHarness';
import {
  cancelOrder,
  changeOrderAmount,
  createOrder,
  getOrder,
  notifyPending,
  orderCards,
  orderError,
  orderSuccess,
  processOrder,
} from '../orders/orders';
import { thrownBy } from '../testing/sandboxHarness';
import { completePayment, paymentSession } from './paymentProvider';
import { startPayment } from './startPayment';

const PAGE = 'http://localhost:8080/sandbox/payment/';

function paymentIdOf(redirectUrl: string): string {
  expect(redirectUrl.startsWith(PAGE)).toBe(true);
  return redirectUrl.slice(PAGE.length);
}

/** The demo consumer with a new 20 EUR order and a payment started for it. */
function startedPayment() {
  const shop = shopHarness();
  const { orderId } = createOrder(shop.context, shop.demo, 2000);
  const { redirectUrl } = startPayment(shop.context, shop.demo, orderId, 'visa', 'key-1');
  return { ...shop, orderId, redirectUrl, paymentId: paymentIdOf(redirectUrl) };
}

describe('startPayment', () => {
  it('answers the provider page URL and the order awaits payment', () => {
    const { context, demo, orderId, redirectUrl } = startedPayment();
    expect(redirectUrl).toMatch(/^http:\/\/localhost:8080\/sandbox\/payment\/payment-\d+\.[a-z0-9]{25}$/);
    expect(getOrder(context, demo, orderId)).toMatchObject({
      status: 'pending_payment',
      clusterStatus: 'unpaid',
    });
  });

  it("keeps the payment's id unguessable: the provider page opens no payment by its counted prefix", () => {
    const { context, paymentId } = startedPayment();
    const counted = paymentId.split('.')[0] ?? '';

    expect(paymentId).toMatch(/^payment-\d+\.[a-z0-9]{25}$/);
    expect(thrownBy(() => paymentSession(context, counted))).toMatchObject({ status: 404 });
    expect(thrownBy(() => completePayment(context, counted, 'blocked'))).toMatchObject({ status: 404 });
  });

  it('answers the first answer again for the same key and never creates a second payment', () => {
    const { context, demo, orderId, redirectUrl, payments } = startedPayment();
    expect(startPayment(context, demo, orderId, 'visa', 'key-1')).toEqual({ redirectUrl });
    expect(payments()).toHaveLength(1);
  });

  it('refuses the same key for another request (another method) with 409, creating nothing', () => {
    const { context, demo, orderId, payments } = startedPayment();
    expect(thrownBy(() => startPayment(context, demo, orderId, 'mastercard', 'key-1'))).toMatchObject({
      status: 409,
      body: { errorCode: 'idempotencyKeyReused' },
    });
    expect(payments()).toHaveLength(1);
  });

  it('replays the first answer even once the order is paid', () => {
    const { context, demo, orderId, redirectUrl, paymentId } = startedPayment();
    completePayment(context, paymentId, 'approve');
    expect(startPayment(context, demo, orderId, 'visa', 'key-1')).toEqual({ redirectUrl });
  });

  it('refuses a key already used for another order, with 409', () => {
    const { context, demo } = startedPayment();
    expect(thrownBy(() => startPayment(context, demo, 'order-demo-created', 'visa', 'key-1'))).toMatchObject({
      status: 409,
      body: { errorCode: 'idempotencyKeyReused' },
    });
  });

  it('replaces a payment still open with a new one under a new key', () => {
    const { context, demo, orderId, paymentId } = startedPayment();
    const second = paymentIdOf(startPayment(context, demo, orderId, 'visa', 'key-2').redirectUrl);
    expect(second).not.toBe(paymentId);
    expect(thrownBy(() => completePayment(context, paymentId, 'approve'))).toMatchObject({
      status: 400,
      body: { errorCode: 'paymentClosed' },
    });
    expect(completePayment(context, second, 'approve').returnPath).toBe(`/order/${orderId}/success`);
  });

  it.each([
    ['order-card-demo-active', 'orderPaid', 'Order already paid'],
    ['order-demo-allegations-unsubstantiated', 'orderBlocked', 'The order has been blocked'],
    ['order-demo-failed-transfer-of-funds', 'orderSuspicious', 'The order has been flagged as suspicious'],
  ])('refuses to pay %s: %s', (orderId, errorCode, errorMessage) => {
    const { context, demo } = shopHarness();
    expect(thrownBy(() => startPayment(context, demo, orderId, 'visa', 'key'))).toMatchObject({
      status: 400,
      body: { errorCode, errorMessage },
    });
  });

  it('refuses to pay a cancelled order', () => {
    const { context, demo } = shopHarness();
    expect(thrownBy(() => startPayment(context, demo, 'order-demo-cancelled', 'visa', 'key'))).toMatchObject({
      status: 400,
      body: { errorCode: 'orderCancelled' },
    });
  });

  it('accepts a partially paid order', () => {
    const { context, demo } = shopHarness();
    expect(startPayment(context, demo, 'order-demo-partially-paid', 'visa', 'key').redirectUrl).toContain(
      PAGE,
    );
  });

  it('refuses a method the provider does not offer', () => {
    const { context, demo } = shopHarness();
    expect(thrownBy(() => startPayment(context, demo, 'order-demo-created', 'cash', 'key'))).toMatchObject({
      status: 400,
      body: { errorCode: 'unknownPaymentMethod' },
    });
  });

  it("answers 403 for another consumer's order, 404 for an unknown one, 401 without a session", () => {
    const { context, demo, level1 } = shopHarness();
    expect(thrownBy(() => startPayment(context, level1, 'order-demo-created', 'visa', 'k'))).toMatchObject({
      status: 403,
    });
    expect(thrownBy(() => startPayment(context, demo, 'order-x', 'visa', 'k'))).toMatchObject({
      status: 404,
    });
    expect(thrownBy(() => startPayment(context, null, 'order-demo-created', 'visa', 'k'))).toMatchObject({
      status: 401,
    });
  });
});

describe('paymentSession', () => {
  it('shows the provider page the order and what is due', () => {
    const { context, orderId, paymentId } = startedPayment();
    expect(paymentSession(context, paymentId)).toEqual({
      paymentId,
      orderId,
      amount: 2350,
      paymethodId: 'visa',
    });
  });

  it('answers 404 for an unknown payment', () => {
    const { context } = shopHarness();
    expect(thrownBy(() => paymentSession(context, 'payment-x'))).toMatchObject({ status: 404 });
  });
});

describe('completePayment', () => {
  it.each([
    ['approve', 'success', 'completed', 'paid', null, 1],
    ['decline', 'error', 'created', 'unpaid', 'The payment was declined by the provider.', 0],
    ['cancel', 'cancel', 'created', 'unpaid', null, 0],
    ['pending', 'pending', 'pending_payment', 'unpaid', null, 0],
    ['blocked', 'error', 'pending_payment', 'blocked', 'The order has been blocked', 0],
    ['suspicious', 'error', 'pending_payment', 'suspicious', 'The order has been flagged as suspicious', 0],
    ['investigation', 'success', 'investigation', 'paid', null, 0],
  ] as const)(
    '%s returns to the %s page; the order is %s / %s',
    (outcome, page, status, clusterStatus, errorMessage, cards) => {
      const { context, demo, orderId, paymentId } = startedPayment();
      expect(completePayment(context, paymentId, outcome)).toEqual({
        returnPath: `/order/${orderId}/${page}`,
      });
      expect(getOrder(context, demo, orderId)).toMatchObject({ status, clusterStatus });
      expect(orderError(context, demo, orderId)).toEqual({ errorMessage });
      expect(orderCards(context, demo, orderId)).toHaveLength(cards);
    },
  );

  it('covers every outcome the provider page offers', () => {
    expect(PAYMENT_OUTCOMES).toHaveLength(7);
  });

  it.each(PAYMENT_OUTCOMES)('completes a payment only once (%s first)', (outcome) => {
    const { context, paymentId } = startedPayment();
    completePayment(context, paymentId, outcome);
    expect(thrownBy(() => completePayment(context, paymentId, 'approve'))).toMatchObject({
      status: 400,
      body: { errorCode: 'paymentClosed' },
    });
  });

  it('answers 404 for an unknown payment', () => {
    const { context } = shopHarness();
    expect(thrownBy(() => completePayment(context, 'payment-x', 'approve'))).toMatchObject({ status: 404 });
  });

  it('issues a Luhn-valid card holding the card value, valid twelve months, its secrets in the vault only', () => {
    const { context, demo, orderId, paymentId } = startedPayment();
    completePayment(context, paymentId, 'approve');
    const [card] = orderCards(context, demo, orderId);
    expect(card).toMatchObject({
      state: 'ACTIVE',
      isBlocked: false,
      isCancelled: false,
      expireDate: '0326',
      actualBalance: { amount: 2000 },
      availableBalance: { amount: 2000 },
      createdAt: { date: '2025-03-01 10:00:00' },
      inactivityFeeData: null,
    });
    const number = context.detokenise(card?.numberToken ?? '');
    expect(number).toMatch(/^4\d{15}$/);
    expect(isLuhnValid(number)).toBe(true);
    expect(number.endsWith(card?.cardNumberLastFour ?? '')).toBe(true);
    expect(context.detokenise(card?.cvvToken ?? '')).toMatch(/^\d{3}$/);
    expect(JSON.stringify(card)).not.toContain(number);
  });

  it('puts the consumer, with the new card, on the paid order', () => {
    const { context, demo, orderId, paymentId } = startedPayment();
    completePayment(context, paymentId, 'approve');
    const order = orderSuccess(context, demo, orderId);
    const [card] = orderCards(context, demo, orderId);
    expect(order.consumer?.cards.map((owned) => owned.id)).toContain(card?.id);
  });

  it('lets a declined order be paid again', () => {
    const { context, demo, orderId, paymentId } = startedPayment();
    completePayment(context, paymentId, 'decline');
    const retry = paymentIdOf(startPayment(context, demo, orderId, 'visa', 'key-2').redirectUrl);
    completePayment(context, retry, 'approve');
    expect(getOrder(context, demo, orderId).clusterStatus).toBe('paid');
  });

  it('never pays a blocked order again', () => {
    const { context, demo, orderId, paymentId } = startedPayment();
    completePayment(context, paymentId, 'blocked');
    expect(thrownBy(() => startPayment(context, demo, orderId, 'visa', 'key-2'))).toMatchObject({
      body: { errorCode: 'orderBlocked' },
    });
  });

  it('keeps the price while a payment is open: amount and promo codes are refused with 409', () => {
    const { context, demo, orderId } = startedPayment();
    const priceBefore = getOrder(context, demo, orderId).amount.amount;
    expect(thrownBy(() => applyDiscount(context, demo, orderId, 'WELCOME5'))).toMatchObject({
      status: 409,
      body: { errorCode: 'paymentOpen' },
    });
    expect(thrownBy(() => changeOrderAmount(context, demo, orderId, 15000))).toMatchObject({
      status: 409,
      body: { errorCode: 'paymentOpen' },
    });
    expect(getOrder(context, demo, orderId).amount.amount).toBe(priceBefore);
  });

  it('marks the promo codes used only once the order is paid', () => {
    const shop = shopHarness();
    const { context, demo } = shop;
    const { orderId } = createOrder(context, demo, 2000);
    applyDiscount(context, demo, orderId, 'WELCOME5');
    const paymentId = paymentIdOf(startPayment(context, demo, orderId, 'visa', 'key-1').redirectUrl);
    completePayment(context, paymentId, 'decline');
    const other = createOrder(context, demo, 2000).orderId;
    expect(applyDiscount(context, demo, other, 'WELCOME5').amount.amount).toBe(1850);
  });

  it('prices the other open orders again: the first card is free only once', () => {
    const shop = shopHarness();
    const jane = shop.newcomer();
    const first = createOrder(shop.context, jane.token, 2000).orderId;
    const second = createOrder(shop.context, jane.token, 2000).orderId;
    expect(getOrder(shop.context, jane.token, second).amount.amount).toBe(2100);
    const paymentId = paymentIdOf(startPayment(shop.context, jane.token, first, 'visa', 'k').redirectUrl);
    completePayment(shop.context, paymentId, 'approve');
    expect(getOrder(shop.context, jane.token, first).amount.amount).toBe(2100);
    expect(getOrder(shop.context, jane.token, second).amount.amount).toBe(2350);
  });

  it('under investigation: paid, no card yet, the consumer on the order', () => {
    const { context, demo, orderId, paymentId } = startedPayment();
    completePayment(context, paymentId, 'investigation');
    expect(orderSuccess(context, demo, orderId).consumer?.id).toBe('consumer-demo');
  });

  it('no longer completes a payment whose order was cancelled', () => {
    const { context, demo, orderId, paymentId } = startedPayment();
    cancelOrder(context, demo, orderId);
    expect(getOrder(context, demo, orderId).status).toBe('cancelled');
    expect(thrownBy(() => completePayment(context, paymentId, 'approve'))).toMatchObject({
      body: { errorCode: 'paymentClosed' },
    });
  });
});

describe('a payment left pending', () => {
  function pendingPayment() {
    const started = startedPayment();
    completePayment(started.context, started.paymentId, 'pending');
    return started;
  }

  it('settles as approved at the first read 30 s after it was left pending, not before', () => {
    const { context, demo, orderId, harness } = pendingPayment();
    harness.advanceSeconds(29.999);
    expect(getOrder(context, demo, orderId)).toMatchObject({
      status: 'pending_payment',
      clusterStatus: 'unpaid',
    });
    harness.advanceSeconds(0.001);
    expect(getOrder(context, demo, orderId)).toMatchObject({ status: 'completed', clusterStatus: 'paid' });
    expect(orderCards(context, demo, orderId)).toHaveLength(1);
  });

  it.each([
    ['getOrder', getOrder],
    ['processOrder', processOrder],
    ['orderSuccess', orderSuccess],
  ] as const)('settles at the next %s after a pending notice', (_name, read) => {
    const { context, demo, orderId } = pendingPayment();
    notifyPending(context, demo, orderId);
    expect(read(context, demo, orderId).clusterStatus).toBe('paid');
  });

  it('ignores a notice posted before the payment was left pending', () => {
    const shop = shopHarness();
    const { orderId } = createOrder(shop.context, shop.demo, 2000);
    notifyPending(shop.context, shop.demo, orderId);
    shop.harness.advanceSeconds(1);
    const paymentId = paymentIdOf(startPayment(shop.context, shop.demo, orderId, 'visa', 'k').redirectUrl);
    completePayment(shop.context, paymentId, 'pending');
    expect(getOrder(shop.context, shop.demo, orderId).clusterStatus).toBe('unpaid');
  });

  it('keeps the order from being paid twice meanwhile', () => {
    const { context, demo, orderId } = pendingPayment();
    expect(thrownBy(() => startPayment(context, demo, orderId, 'visa', 'key-2'))).toMatchObject({
      status: 400,
      body: { errorCode: 'paymentPending' },
    });
  });

  it('is cancelled with its order', () => {
    const { context, demo, orderId, harness } = pendingPayment();
    cancelOrder(context, demo, orderId);
    harness.advanceSeconds(60);
    expect(getOrder(context, demo, orderId)).toMatchObject({ status: 'cancelled', clusterStatus: 'unpaid' });
  });
});
