import { DOUBLE_PURCHASE_CAP } from '../../../domain/orders/promo';
import { createOrder, getOrder } from '../orders/orders';
import { PROMO_INVALID_MESSAGE } from '../orders/orderErrors';
import { shopHarness } from '../orders/testing/shopHarness';
import { completePayment } from '../payment/paymentProvider';
import { startPayment } from '../payment/startPayment';
import { thrownBy } from '../testing/sandboxHarness';
import { applyDiscount, removeDiscount } from './discounts';

const promoInvalid = {
  status: 400,
  body: {
    errorCode: 'promoInvalid',
    errorMessage: 'This promo code is not valid or has already been used. Please check it and try again.',
  },
};

function demoOrder(cardValue = 2000) {
  const shop = shopHarness();
  const { orderId } = createOrder(shop.context, shop.demo, cardValue);
  return { ...shop, orderId };
}

function payApproved(
  shop: ReturnType<typeof shopHarness>,
  bearer: string,
  orderId: string,
  key: string,
): void {
  const { redirectUrl } = startPayment(shop.context, bearer, orderId, 'visa', key);
  completePayment(shop.context, redirectUrl.split('/').pop() ?? '', 'approve');
}

describe('applyDiscount', () => {
  it('WELCOME5 takes 5.00 EUR off', () => {
    const { context, demo, orderId } = demoOrder();
    const order = applyDiscount(context, demo, orderId, 'WELCOME5');
    expect(order.orderLines.at(-1)).toMatchObject({
      type: 'discount',
      description: 'fixed',
      amount: { amount: -500 },
      discountCode: 'WELCOME5',
    });
    expect(order.amount.amount).toBe(2000 + 250 + 100 - 500);
  });

  it('reads the code whatever its case and surrounding spaces', () => {
    const { context, demo, orderId } = demoOrder();
    expect(applyDiscount(context, demo, orderId, ' welcome5 ').orderLines.at(-1)?.discountCode).toBe(
      'WELCOME5',
    );
  });

  it.each([
    [2000, 2000, 2000],
    [2500, 2500, 2500],
    [2600, DOUBLE_PURCHASE_CAP, 2600],
    [20000, DOUBLE_PURCHASE_CAP, 20000],
  ])('DOUBLE on a %i-cent card takes %i cents off (originally %i)', (value, taken, original) => {
    const { context, demo, orderId } = demoOrder(value);
    const line = applyDiscount(context, demo, orderId, 'DOUBLE').orderLines.at(-1);
    expect(line).toMatchObject({
      description: 'double_purchase',
      amount: { amount: -taken },
      originalAmount: { amount: -original },
    });
  });

  it.each(['USED10', 'NOPE', ''])('refuses %j with the spec message', (code) => {
    const { context, demo, orderId } = demoOrder();
    expect(thrownBy(() => applyDiscount(context, demo, orderId, code))).toMatchObject(promoInvalid);
    expect(PROMO_INVALID_MESSAGE).toBe(promoInvalid.body.errorMessage);
  });

  it('refuses a code already on the order', () => {
    const { context, demo, orderId } = demoOrder();
    applyDiscount(context, demo, orderId, 'WELCOME5');
    expect(thrownBy(() => applyDiscount(context, demo, orderId, 'WELCOME5'))).toMatchObject(promoInvalid);
  });

  it('stacks two different codes, each on what is still due', () => {
    const { context, demo, orderId } = demoOrder(2000);
    applyDiscount(context, demo, orderId, 'WELCOME5');
    const order = applyDiscount(context, demo, orderId, 'DOUBLE');
    expect(
      order.orderLines.filter((line) => line.type === 'discount').map((line) => line.amount.amount),
    ).toEqual([-500, -1850]);
    expect(order.amount.amount).toBe(0);
  });

  it('lets a code serve on another order until an order carrying it is paid', () => {
    const shop = demoOrder();
    const { context, demo, orderId } = shop;
    const other = createOrder(context, demo, 3000).orderId;
    applyDiscount(context, demo, orderId, 'DOUBLE');
    applyDiscount(context, demo, other, 'DOUBLE');
    payApproved(shop, demo, orderId, 'key-1');
    expect(getOrder(context, demo, other).orderLines.some((line) => line.type === 'discount')).toBe(false);
    const third = createOrder(context, demo, 3000).orderId;
    expect(thrownBy(() => applyDiscount(context, demo, third, 'DOUBLE'))).toMatchObject(promoInvalid);
  });

  it('serves each consumer once: another consumer may still use a code the demo consumer used', () => {
    const shop = demoOrder();
    payApproved(shop, shop.demo, shop.orderId, 'key-1');
    const jane = shop.newcomer();
    const janeOrder = createOrder(shop.context, jane.token, 2000).orderId;
    expect(applyDiscount(shop.context, jane.token, janeOrder, 'DOUBLE').amount.amount).toBe(100);
  });

  it('refuses to change a paid order', () => {
    const { context, demo } = demoOrder();
    expect(thrownBy(() => applyDiscount(context, demo, 'order-card-demo-active', 'WELCOME5'))).toMatchObject({
      status: 400,
      body: { errorCode: 'orderPaid' },
    });
  });

  it("answers 403 for another consumer's order, 404 for an unknown one, 401 without a session", () => {
    const { context, demo, level1, orderId } = demoOrder();
    expect(thrownBy(() => applyDiscount(context, level1, orderId, 'WELCOME5'))).toMatchObject({
      status: 403,
    });
    expect(thrownBy(() => applyDiscount(context, demo, 'order-x', 'WELCOME5'))).toMatchObject({
      status: 404,
    });
    expect(thrownBy(() => applyDiscount(context, null, orderId, 'WELCOME5'))).toMatchObject({ status: 401 });
  });
});

describe('removeDiscount', () => {
  it('takes the discount line off', () => {
    const { context, demo } = shopHarness();
    const order = removeDiscount(context, demo, 'order-demo-created', 'welcome5');
    expect(order.orderLines.some((line) => line.type === 'discount')).toBe(false);
    expect(order.amount.amount).toBe(2350);
  });

  it('refuses a code the order does not carry', () => {
    const { context, demo } = shopHarness();
    expect(thrownBy(() => removeDiscount(context, demo, 'order-demo-created', 'DOUBLE'))).toMatchObject({
      status: 400,
      body: { errorCode: 'promoNotApplied' },
    });
  });

  it("answers 403 for another consumer's order and 404 for an unknown one", () => {
    const { context, demo, level1 } = shopHarness();
    expect(thrownBy(() => removeDiscount(context, level1, 'order-demo-created', 'WELCOME5'))).toMatchObject({
      status: 403,
    });
    expect(thrownBy(() => removeDiscount(context, demo, 'order-x', 'WELCOME5'))).toMatchObject({
      status: 404,
    });
  });
});
