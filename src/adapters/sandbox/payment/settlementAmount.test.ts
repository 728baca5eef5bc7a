import type { PaymentOutcome } from '../../../application/sandbox/ports/SandboxConsole';
import type { Cents } from '../../../domain/money/Cents';
import { createOrder, getOrder, notifyPending, orderCards, orderError } from '../orders/orders';
import { priceOrder } from '../orders/orderPricing';
import { shopHarness } from '../orders/testing/shopHarness';
import { applyDiscount } from '../promo/discounts';
import type { OrderRecord } from '../state/SandboxState';
import { completePayment, paymentSession } from './paymentProvider';
import { AMOUNT_CHANGED_MESSAGE } from './settlementAmount';
import { startPayment } from './startPayment';

const PAGE = 'http://localhost:8080/sandbox/payment/';

/** The demo consumer's new 20 EUR order, with WELCOME5 applied and a payment opened for it. */
function openedPayment() {
  const shop = shopHarness();
  const { context, demo } = shop;
  const { orderId } = createOrder(context, demo, 2000);
  applyDiscount(context, demo, orderId, 'WELCOME5');
  const paymentId = startPayment(context, demo, orderId, 'visa', 'key-1').redirectUrl.slice(PAGE.length);
  const record = shop.harness.state.orders.find((order) => order.id === orderId);
  if (record === undefined) throw new Error(`no order ${orderId}`);
  return { ...shop, orderId, paymentId, record, cardsBefore: context.consumerFor(demo).cards };
}

/**
 * The order changed behind the API's back, as a bug past the 409 paymentOpen guard would do it:
 * another card value, priced again.
 */
function changeBehindTheGuard(shop: ReturnType<typeof openedPayment>, cardValue: Cents): OrderRecord {
  shop.record.cardValue = cardValue;
  priceOrder(shop.harness.state, shop.record);
  return shop.record;
}

/** Nothing was paid: the order awaits a new payment, says why, issued no card, and no balance moved. */
function expectRefused(shop: ReturnType<typeof openedPayment>): void {
  const { context, demo, orderId } = shop;
  expect(getOrder(context, demo, orderId)).toMatchObject({ status: 'created', clusterStatus: 'unpaid' });
  expect(orderError(context, demo, orderId)).toEqual({ errorMessage: AMOUNT_CHANGED_MESSAGE });
  expect(orderCards(context, demo, orderId)).toEqual([]);
  expect(context.consumerFor(demo).cards).toEqual(shop.cardsBefore);
}

describe('the amount checked when a payment settles', () => {
  it('shows the provider page the amount the payment was opened for', () => {
    const shop = openedPayment();
    const opened = shop.record.amount.amount;

    changeBehindTheGuard(shop, 5000);

    expect(paymentSession(shop.context, shop.paymentId).amount).toBe(opened);
  });

  it.each<PaymentOutcome>(['approve', 'investigation'])(
    'refuses the money of an %s when the order no longer asks for it, and sends the browser to the error page',
    (outcome) => {
      const shop = openedPayment();
      changeBehindTheGuard(shop, 5000);

      expect(completePayment(shop.context, shop.paymentId, outcome)).toEqual({
        returnPath: `/order/${shop.orderId}/error`,
      });
      expectRefused(shop);
    },
  );

  it('refuses a payment left pending once the order no longer asks for its amount', () => {
    const shop = openedPayment();
    completePayment(shop.context, shop.paymentId, 'pending');
    changeBehindTheGuard(shop, 5000);

    notifyPending(shop.context, shop.demo, shop.orderId);

    expectRefused(shop);
  });

  it('refuses it too when the amount went down', () => {
    const shop = openedPayment();
    changeBehindTheGuard(shop, 1000);

    completePayment(shop.context, shop.paymentId, 'approve');

    expectRefused(shop);
  });

  it('leaves the promo code unused, and the order can be paid again for its new amount', () => {
    const shop = openedPayment();
    const { context, demo, orderId } = shop;
    const openedWithPromo = shop.record.amount.amount;
    const changed = changeBehindTheGuard(shop, 5000);
    completePayment(context, shop.paymentId, 'approve');

    // Another 20 EUR order still gets the WELCOME5 price the first one was opened at.
    const other = createOrder(context, demo, 2000).orderId;
    expect(applyDiscount(context, demo, other, 'WELCOME5').amount.amount).toBe(openedWithPromo);

    const retry = startPayment(context, demo, orderId, 'visa', 'key-2').redirectUrl.slice(PAGE.length);
    expect(paymentSession(context, retry).amount).toBe(changed.amount.amount);
    expect(completePayment(context, retry, 'approve').returnPath).toBe(`/order/${orderId}/success`);
    expect(orderCards(context, demo, orderId).map((card) => card.actualBalance.amount)).toEqual([5000]);
  });

  it('settles as before when the amount is unchanged', () => {
    const { context, demo, orderId, paymentId } = openedPayment();

    expect(completePayment(context, paymentId, 'approve').returnPath).toBe(`/order/${orderId}/success`);
    expect(orderCards(context, demo, orderId).map((card) => card.actualBalance.amount)).toEqual([2000]);
    expect(orderError(context, demo, orderId)).toEqual({ errorMessage: null });
  });
});
