import { friendlyPaymentMethodName } from '../../../domain/payment/paymentMethodName';
import { thrownBy } from '../testing/sandboxHarness';
import {
  cancelOrder,
  changeOrderAmount,
  createOrder,
  getOrder,
  listOrders,
  notifyPending,
  orderCards,
  orderError,
  orderSuccess,
  paymentMethods,
  processOrder,
} from './orders';
import { startPayment } from '../payment/startPayment';
import { DEMO_CONSUMER_ID } from '../seed/accounts';
import { shopHarness } from './testing/shopHarness';

const summary = (order: {
  orderLines: { type: string; description: string; amount: { amount: number } }[];
}) => order.orderLines.map((line) => [line.type, line.description, line.amount.amount]);

describe('createOrder', () => {
  it('creates an unpaid order whose first card has no creation fee', () => {
    const { context, newcomer } = shopHarness();
    const jane = newcomer();
    const { orderId } = createOrder(context, jane.token, 2000);
    const order = getOrder(context, jane.token, orderId);
    expect(order).toMatchObject({
      id: orderId,
      status: 'created',
      clusterStatus: 'unpaid',
      amount: { amount: 2100 },
      createdAt: { date: '2025-03-01 10:00:00' },
      consumer: null,
    });
    expect(summary(order)).toEqual([
      ['product', 'card', 2000],
      ['fee', 'service', 100],
    ]);
  });

  it('charges the creation fee from the second card on', () => {
    const { context, demo } = shopHarness();
    const order = getOrder(context, demo, createOrder(context, demo, 2000).orderId);
    expect(summary(order)).toEqual([
      ['product', 'card', 2000],
      ['fee', 'card_creation', 250],
      ['fee', 'service', 100],
    ]);
    expect(order.amount.amount).toBe(2350);
  });

  it.each([
    [499, 'cards.order.min'],
    [550, 'cards.order.integer'],
    [20100, 'cards.order.max'],
    [Number.NaN, 'cards.order.required'],
  ])('refuses %p cents with invalidFields amount %s', (amount, key) => {
    const { context, demo } = shopHarness();
    expect(thrownBy(() => createOrder(context, demo, amount))).toMatchObject({
      status: 400,
      body: { errorCode: 'invalidFields', invalidFields: [{ fieldName: 'amount', errors: [key] }] },
    });
  });

  it.each([500, 20000])('accepts the bound %i cents for a fully known consumer', (amount) => {
    const { context, demo } = shopHarness();
    expect(createOrder(context, demo, amount).orderId).toMatch(/^order-/);
  });

  it('lowers the maximum to the maxAllowedAmount below full KYC', () => {
    const { context, newcomer } = shopHarness();
    const jane = newcomer();
    expect(createOrder(context, jane.token, 5000).orderId).toMatch(/^order-/);
    expect(thrownBy(() => createOrder(context, jane.token, 5100))).toMatchObject({
      status: 400,
      body: { invalidFields: [{ fieldName: 'amount', errors: ['cards.order.max'] }] },
    });
  });

  it('refuses a card that would pass the level-1 account limit', () => {
    const { context, level1 } = shopHarness();
    expect(thrownBy(() => createOrder(context, level1, 500))).toMatchObject({
      status: 400,
      body: { errorCode: 'accountLimitReached' },
    });
  });

  it('refuses a consumer who has not finished registering', () => {
    const { context, harness } = shopHarness();
    const jane = harness.registerJane();
    expect(thrownBy(() => createOrder(context, jane.token, 2000))).toMatchObject({
      status: 400,
      body: { errorCode: 'registrationIncomplete' },
    });
  });

  it.each([null, 'unknown-token'])('answers 401 without a valid session (%p)', (bearer) => {
    const { context } = shopHarness();
    expect(thrownBy(() => createOrder(context, bearer, 2000))).toMatchObject({ status: 401 });
  });
});

describe('reading an order', () => {
  const reads = [
    ['getOrder', getOrder],
    ['processOrder', processOrder],
    ['orderSuccess', orderSuccess],
    ['orderCards', orderCards],
    ['orderError', orderError],
    ['notifyPending', notifyPending],
    ['cancelOrder', cancelOrder],
    ['paymentMethods', paymentMethods],
  ] as const;

  it.each(reads)('%s answers 404 for an unknown order', (_name, read) => {
    const { context, demo } = shopHarness();
    expect(thrownBy(() => read(context, demo, 'order-nowhere'))).toMatchObject({ status: 404 });
  });

  it.each(reads)("%s answers 403 for another consumer's order", (_name, read) => {
    const { context, level1 } = shopHarness();
    expect(thrownBy(() => read(context, level1, 'order-demo-created'))).toMatchObject({ status: 403 });
  });

  it.each(reads)('%s answers 401 after the token expired', (_name, read) => {
    const { context, demo, harness } = shopHarness();
    harness.advanceSeconds(20 * 60);
    expect(thrownBy(() => read(context, demo, 'order-demo-created'))).toMatchObject({ status: 401 });
  });

  it('carries the consumer on a paid order only', () => {
    const { context, demo } = shopHarness();
    expect(getOrder(context, demo, 'order-card-demo-active').consumer).toMatchObject({
      id: 'consumer-demo',
      email: 'demo@example.com',
    });
    expect(orderSuccess(context, demo, 'order-demo-created').consumer).toBeNull();
  });
});

describe('listOrders', () => {
  it("lists only the consumer's orders, newest first", () => {
    const { context, demo, harness } = shopHarness();
    harness.advanceSeconds(60);
    const { orderId } = createOrder(context, demo, 2000);
    const orders = listOrders(context, demo);
    expect(orders[0]?.id).toBe(orderId);
    expect(orders.map((order) => order.createdAt.date)).toEqual(
      [...orders.map((order) => order.createdAt.date)].sort().reverse(),
    );
    expect(orders.some((order) => order.id.includes('level1'))).toBe(false);
    expect(orders).toHaveLength(18);
  });

  it('is empty for a newcomer', () => {
    const { context, newcomer } = shopHarness();
    expect(listOrders(context, newcomer().token)).toEqual([]);
  });

  it('answers 401 without a session', () => {
    const { context } = shopHarness();
    expect(thrownBy(() => listOrders(context, null))).toMatchObject({ status: 401 });
  });
});

describe('reading orders, whatever the payments of others', () => {
  it('reads and lists a consumer’s orders looking only at the payments of their own orders', () => {
    const shop = shopHarness();
    const jane = shop.newcomer();
    for (let ordered = 0; ordered < 5; ordered += 1) {
      const { orderId } = createOrder(shop.context, jane.token, 500);
      startPayment(shop.context, jane.token, orderId, 'visa', `jane-${ordered}`);
    }
    const { orderId } = createOrder(shop.context, shop.demo, 2000);
    startPayment(shop.context, shop.demo, orderId, 'visa', 'demo-1');
    const demoOrders = new Set(
      shop.harness.state.orders.filter((o) => o.consumerId === DEMO_CONSUMER_ID).map((o) => o.id),
    );
    const looked: string[] = [];
    shop.harness.state.payments = new Proxy(shop.harness.state.payments, {
      get(target, key, receiver) {
        looked.push(String(key));
        return Reflect.get(target, key, receiver);
      },
    });

    getOrder(shop.context, shop.demo, orderId);
    listOrders(shop.context, shop.demo);

    expect(looked.length).toBeGreaterThan(0);
    expect(looked.filter((key) => !demoOrders.has(key))).toEqual([]);
  });
});

describe('changeOrderAmount', () => {
  it('prices the order again and keeps its promo codes', () => {
    const { context, demo } = shopHarness();
    const order = changeOrderAmount(context, demo, 'order-demo-created', 4000);
    expect(summary(order)).toEqual([
      ['product', 'card', 4000],
      ['fee', 'card_creation', 250],
      ['fee', 'service', 200],
      ['discount', 'fixed', -500],
    ]);
    expect(order.amount.amount).toBe(3950);
  });

  it('validates the amount like createOrder', () => {
    const { context, demo } = shopHarness();
    expect(thrownBy(() => changeOrderAmount(context, demo, 'order-demo-created', 400))).toMatchObject({
      status: 400,
      body: { invalidFields: [{ fieldName: 'amount', errors: ['cards.order.min'] }] },
    });
  });

  it.each([
    ['order-card-demo-active', 'orderPaid'],
    ['order-demo-allegations-unsubstantiated', 'orderBlocked'],
    ['order-demo-failed-transfer-of-funds', 'orderSuspicious'],
    ['order-demo-cancelled', 'orderCancelled'],
    ['order-demo-partially-paid', 'orderPartiallyPaid'],
  ])('refuses to change %s: %s', (orderId, errorCode) => {
    const { context, demo } = shopHarness();
    expect(thrownBy(() => changeOrderAmount(context, demo, orderId, 3000))).toMatchObject({
      status: 400,
      body: { errorCode },
    });
  });

  it("answers 403 for another consumer's order and 404 for an unknown one", () => {
    const { context, demo, level1 } = shopHarness();
    expect(thrownBy(() => changeOrderAmount(context, level1, 'order-demo-created', 3000))).toMatchObject({
      status: 403,
    });
    expect(thrownBy(() => changeOrderAmount(context, demo, 'order-x', 3000))).toMatchObject({ status: 404 });
  });
});

describe('paymentMethods', () => {
  it('offers more than four methods, with names the shop knows, and the order', () => {
    const { context, demo } = shopHarness();
    const { paymethods, order } = paymentMethods(context, demo, 'order-demo-created');
    expect(paymethods.length).toBeGreaterThan(4);
    expect(paymethods.map(friendlyPaymentMethodName)).toEqual(
      expect.arrayContaining(['PAYPAL', 'CARTE BANCAIRE', 'VISA', 'AMEX', 'MAESTRO', 'MASTERCARD', 'iDEAL']),
    );
    paymethods.forEach((method) => expect(method.logo).toMatch(/^data:image\/svg\+xml,/));
    expect(order.id).toBe('order-demo-created');
  });

  it('returns copies of the catalogue', () => {
    const { context, demo } = shopHarness();
    const first = paymentMethods(context, demo, 'order-demo-created').paymethods[0];
    if (first) first.name = 'changed';
    expect(paymentMethods(context, demo, 'order-demo-created').paymethods[0]?.name).toBe('Visa');
  });
});

describe('orderError, notifyPending and cancelOrder', () => {
  it('reports no error before any payment failed', () => {
    const { context, demo } = shopHarness();
    expect(orderError(context, demo, 'order-demo-created')).toEqual({ errorMessage: null });
  });

  it('records a pending notice without changing the order', () => {
    const { context, demo } = shopHarness();
    const before = getOrder(context, demo, 'order-demo-pending-payment');
    notifyPending(context, demo, 'order-demo-pending-payment');
    expect(getOrder(context, demo, 'order-demo-pending-payment')).toEqual(before);
  });

  it('cancels an unpaid order', () => {
    const { context, demo } = shopHarness();
    cancelOrder(context, demo, 'order-demo-pending-payment');
    expect(getOrder(context, demo, 'order-demo-pending-payment')).toMatchObject({
      status: 'cancelled',
      clusterStatus: 'unpaid',
    });
  });

  it('refuses to cancel a paid order with 409 orderPaid and leaves it as it is', () => {
    const { context, demo } = shopHarness();
    expect(thrownBy(() => cancelOrder(context, demo, 'order-demo-investigation'))).toMatchObject({
      status: 409,
      body: { errorCode: 'orderPaid' },
    });
    expect(getOrder(context, demo, 'order-demo-investigation')).toMatchObject({
      status: 'investigation',
      clusterStatus: 'paid',
    });
  });
});

describe('orderCards', () => {
  it('lists the cards the order issued', () => {
    const { context, demo } = shopHarness();
    expect(orderCards(context, demo, 'order-card-demo-active').map((card) => card.id)).toEqual([
      'card-demo-active',
    ]);
  });

  it('is empty for an unpaid order', () => {
    const { context, demo } = shopHarness();
    expect(orderCards(context, demo, 'order-demo-created')).toEqual([]);
  });
});
