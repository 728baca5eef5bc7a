import type { Container } from 'inversify';
import { MemoryStorage } from '../../../adapters/browser/MemoryStorage';
import type { PaymentOutcome } from '../../../application/sandbox/ports/SandboxConsole';
import { PaymentCancelledFlag } from '../../../application/orders/PaymentCancelledFlag';
import { ConsumerSession } from '../../../application/session/ConsumerSession';
import { PendingAction } from '../../../application/session/PendingAction';
import { payThroughProvider, sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import { PENDING_ORDER_RETRY_MS } from '../../../domain/timing';
import { destination } from '../../testing/destination';
import { AuthModalsPresenter } from '../../testing/otherScreens';
import { PaymentErrorFlag } from '../payment/PaymentErrorFlag';
import { createOrder, levelOneOrderApproved } from '../../../composition/testing/levelOneOrder';
import { OrderCancelPresenter } from './OrderCancelPresenter';
import { OrderErrorPresenter } from './OrderErrorPresenter';
import { OrderPendingPresenter } from './OrderPendingPresenter';
import { OrderSuccessPresenter } from './OrderSuccessPresenter';
import { leavePage } from '../../shell/PageHost';

/** The seeded demo consumer (fully known), signed in, with an order of 20 EUR settled by the provider. */
async function demoOrderPaidWith(outcome: PaymentOutcome, clock?: () => Date) {
  const storage = new MemoryStorage();
  const app = sandboxApp({ storage, clock });
  const before = await signIn(app.container);
  const orderId = await createOrder(app.container, 2000);
  const returnPath = await payThroughProvider(app.container, orderId, outcome);
  /** The order as the sandbox holds it now. */
  const order = () => app.sandbox.getOrder(storage.getItem('token'), orderId);
  /** The cards the consumer holds now (as the app stored them) and did not hold before the order. */
  const newCards = () =>
    (app.container.get(ConsumerSession).current?.cards ?? []).filter(
      (card) => !before.cards.some((old) => old.id === card.id),
    );
  return { ...app, orderId, returnPath, order, newCards };
}

/** The seeded demo consumer (fully known), signed in. */
async function signedInDemo() {
  const app = sandboxApp();
  await signIn(app.container);
  return app;
}

/** An order page's address. */
const at = (orderId: string) => ({ params: { orderId }, query: {} });

/** Enters the success page and waits for its read. */
async function successPage(container: Container, orderId: string) {
  const presenter = container.get(OrderSuccessPresenter);
  const entering = presenter.enter(at(orderId));
  expect(presenter.screen).toBe('loading');
  await entering;
  return presenter;
}

describe('the order success page', () => {
  it('thanks a fully known consumer and continues to the cards with the new card selected', async () => {
    const { container, orderId, returnPath, newCards } = await demoOrderPaidWith('approve');
    expect(returnPath).toBe(`/order/${orderId}/success`);

    const presenter = await successPage(container, orderId);

    expect(presenter.screen).toBe('paid');
    expect(destination(container)).toBeNull();
    expect(presenter.cardValue).toBe(2000);
    // The use case stored the consumer the order carried, with the new card in it.
    const [newCard] = newCards();
    expect(newCard?.availableBalance.amount).toBe(2000);
    expect(presenter.continueTo).toBe(`/consumer/cards?selected=${newCard?.id}`);
  });

  it('continues a consumer who is not fully known to the KYC info page of the order, keeping selected', async () => {
    const { container, orderId } = await levelOneOrderApproved();

    const presenter = await successPage(container, orderId);

    expect(presenter.screen).toBe('paid');
    const [card] = container.get(ConsumerSession).current?.cards ?? [];
    expect(card).toBeDefined();
    expect(presenter.continueTo).toBe(`/order/${orderId}/infoKYC?selected=${card?.id}`);
  });

  it.each<PaymentOutcome>(['decline', 'blocked', 'suspicious'])(
    'shows the failure screen for an order the provider did not pay (%s)',
    async (outcome) => {
      const { container, orderId } = await demoOrderPaidWith(outcome);

      const presenter = await successPage(container, orderId);

      expect(presenter.screen).toBe('failed');
      expect(destination(container)).toBeNull();
      expect(presenter.cardValue).toBe(2000);
    },
  );

  it('sends a paid order under investigation to the investigation page', async () => {
    const { container, orderId } = await demoOrderPaidWith('investigation');

    await successPage(container, orderId);

    expect(destination(container)).toBe(`/order/${orderId}/investigation`);
  });

  it('opens the login modal on Unauthorized and shows the order once the kept read is replayed', async () => {
    const { container, sandbox, orderId } = await demoOrderPaidWith('approve');
    sandbox.failNext('orderSuccess', 401);

    const presenter = await successPage(container, orderId);

    expect(presenter.screen).toBe('signInNeeded');
    expect(destination(container)).toBeNull();
    expect(container.get(AuthModalsPresenter).login.open).toBe(true);
    expect(container.get(PendingAction).keptName).toBe('readPaymentSuccess');

    await container.get(PendingAction).replay(); // what signing in again does
    expect(presenter.screen).toBe('paid');
  });

  it('offers to try again after a network failure', async () => {
    const { container, sandbox, orderId } = await demoOrderPaidWith('approve');
    sandbox.failNext('orderSuccess', 'network');

    const presenter = await successPage(container, orderId);
    expect(presenter.screen).toBe('loadFailed');

    await presenter.load.retry();
    expect(presenter.screen).toBe('paid');
  });

  it('moves nobody once left before its read answered', async () => {
    const { container, sandbox, orderId } = await demoOrderPaidWith('approve');
    sandbox.failNext('orderSuccess', 500);
    const presenter = container.get(OrderSuccessPresenter);

    const entering = presenter.enter(at(orderId));
    leavePage(presenter);
    await entering;

    expect(destination(container)).toBeNull();
  });

  it.each([
    [404, '/err/not-found'],
    [500, '/err/unspecified'],
  ] as const)('leaves for the error page on %s', async (status, target) => {
    const { container, sandbox, orderId } = await demoOrderPaidWith('approve');
    sandbox.failNext('orderSuccess', status);

    await successPage(container, orderId);

    expect(destination(container)).toBe(target);
  });
});

describe('the order pending page', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('waits, then finds the order paid on its retry 30 seconds later and goes to the success page', async () => {
    const { container, orderId, returnPath } = await demoOrderPaidWith('pending');
    expect(returnPath).toBe(`/order/${orderId}/pending`);
    const presenter = container.get(OrderPendingPresenter);
    presenter.enter(at(orderId));

    await jest.advanceTimersByTimeAsync(PENDING_ORDER_RETRY_MS - 1);
    expect(presenter.screen).toBe('waiting');
    expect(destination(container)).toBeNull();

    await jest.advanceTimersByTimeAsync(1);
    expect(destination(container)).toBe(`/order/${orderId}/success`);
    expect(presenter.pendingNoticePosted).toBe(false);
  });

  it('posts the pending notice on the first retry of an order still awaiting its money, then stops calmly', async () => {
    // The provider's clock stands still: 30 seconds never pass for it, so the payment stays pending.
    const now = new Date('2025-03-01T10:00:00Z');
    const { container, orderId, order } = await demoOrderPaidWith('pending', () => now);
    const presenter = container.get(OrderPendingPresenter);
    presenter.enter(at(orderId));

    await jest.advanceTimersByTimeAsync(0);
    expect(presenter.pendingNoticePosted).toBe(false);
    await jest.advanceTimersByTimeAsync(PENDING_ORDER_RETRY_MS);

    expect(presenter.pendingNoticePosted).toBe(true);
    expect(presenter.screen).toBe('stopped');
    expect(destination(container)).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
    // The notice reached the provider, which settles the payment at the next read of the order.
    expect(order().clusterStatus).toBe('paid');
  });

  it('stops watching when the page is left', async () => {
    const { container, orderId } = await demoOrderPaidWith('pending');
    const presenter = container.get(OrderPendingPresenter);
    presenter.enter(at(orderId));
    await jest.advanceTimersByTimeAsync(0);

    presenter.leave();
    await jest.advanceTimersByTimeAsync(PENDING_ORDER_RETRY_MS);

    expect(destination(container)).toBeNull();
    expect(presenter.screen).toBe('waiting');
  });

  it('keeps waiting after a failed first read, and stops calmly when the retry fails too', async () => {
    const { container, sandbox, orderId } = await demoOrderPaidWith('pending');
    sandbox.failNext('processOrder', 500);
    const presenter = container.get(OrderPendingPresenter);
    presenter.enter(at(orderId));

    await jest.advanceTimersByTimeAsync(0);
    expect(presenter.screen).toBe('waiting');
    sandbox.failNext('processOrder', 'network');
    await jest.advanceTimersByTimeAsync(PENDING_ORDER_RETRY_MS);

    expect(presenter.screen).toBe('stopped');
  });
});

describe('the order error pages', () => {
  /** The address of an order's error page, with the provider's words for error/{errorMessage}. */
  const errorAt = (orderId: string, errorMessage?: string) => ({
    params: errorMessage === undefined ? { orderId } : { orderId, errorMessage },
    query: {},
  });

  it('ask the server what went wrong, then return to Payment with its words (the shop’s own text for a decline)', async () => {
    const { container, orderId, returnPath } = await demoOrderPaidWith('decline');
    expect(returnPath).toBe(`/order/${orderId}/error`);
    const presenter = container.get(OrderErrorPresenter);

    const entering = presenter.enter(errorAt(orderId));
    expect(presenter.screen).toBe('reading');
    expect(destination(container)).toBeNull();
    await entering;

    expect(destination(container)).toBe(`/order/${orderId}/payment`);
    expect(container.get(PaymentErrorFlag).take(orderId)).toEqual({
      heading: 'payment.orderError',
      message: { key: 'payment.errors.paymentDeclined' },
    });
  });

  it('return to Payment without words when the server has none to give', async () => {
    const { container } = await signedInDemo();
    const orderId = await createOrder(container, 2000);

    await container.get(OrderErrorPresenter).enter(errorAt(orderId));

    expect(destination(container)).toBe(`/order/${orderId}/payment`);
    expect(container.get(PaymentErrorFlag).take(orderId)).toEqual({
      heading: 'payment.orderError',
      message: null,
    });
  });

  it.each([
    ['the server cannot say', 500, false],
    ['the session has ended (the login window opens)', 401, true],
  ] as const)('offer to ask again when %s, and return once it does', async (_, status, loginOpens) => {
    const { container, sandbox, orderId } = await demoOrderPaidWith('decline');
    sandbox.failNext('orderError', status);
    const presenter = container.get(OrderErrorPresenter);

    await presenter.enter(errorAt(orderId));
    expect(presenter.screen).toBe('readFailed');
    expect(destination(container)).toBeNull();
    expect(container.get(AuthModalsPresenter).login.open).toBe(loginOpens);

    await presenter.load.retry();
    expect(destination(container)).toBe(`/order/${orderId}/payment`);
    expect(container.get(PaymentErrorFlag).take(orderId)?.message).toEqual({
      key: 'payment.errors.paymentDeclined',
    });
  });

  it('go back to Payment on request after a failed read, the error still raised', async () => {
    const { container, sandbox, orderId } = await demoOrderPaidWith('decline');
    sandbox.failNext('orderError', 'network');
    const presenter = container.get(OrderErrorPresenter);
    await presenter.enter(errorAt(orderId));

    presenter.returnToPayment();

    expect(destination(container)).toBe(`/order/${orderId}/payment`);
    expect(container.get(PaymentErrorFlag).take(orderId)).toEqual({
      heading: 'payment.orderError',
      message: null,
    });
  });

  it('leave for the not-found page when the server does not know the order', async () => {
    const { container } = await signedInDemo();

    await container.get(OrderErrorPresenter).enter(errorAt('no-such-order'));

    expect(destination(container)).toBe('/err/not-found');
  });

  it('move nobody when the page was left before the server answered', async () => {
    const { container, orderId } = await demoOrderPaidWith('decline');

    const presenter = container.get(OrderErrorPresenter);
    const entering = presenter.enter(errorAt(orderId));
    leavePage(presenter);
    await entering;

    expect(destination(container)).toBeNull();
  });

  it("carry a payment error the address names back to Payment, in the shop's own words", async () => {
    const { container } = sandboxApp();
    const presenter = container.get(OrderErrorPresenter);

    await presenter.enter(errorAt('order-1', ' Order already paid '));

    expect(presenter.screen).toBe('returning');
    expect(destination(container)).toBe('/order/order-1/payment');
    expect(container.get(PaymentErrorFlag).take('order-1')).toEqual({
      heading: 'payment.providerError',
      message: { key: 'payment.errors.orderPaid' },
    });
  });

  it('never carry other words from the address: the error shows without them', async () => {
    const { container } = sandboxApp();

    await container
      .get(OrderErrorPresenter)
      .enter(errorAt('order-1', 'Call +44 20 0000 0000 to get your money back'));

    expect(destination(container)).toBe('/order/order-1/payment');
    expect(container.get(PaymentErrorFlag).take('order-1')).toEqual({
      heading: 'payment.providerError',
      message: null,
    });
  });
});

describe('the order cancel page', () => {
  it('posts the cancellation, raises the cancelled-payment flag and goes to the cards', async () => {
    const { container, orderId, returnPath, order } = await demoOrderPaidWith('cancel');
    expect(returnPath).toBe(`/order/${orderId}/cancel`);

    await container.get(OrderCancelPresenter).enter(at(orderId));
    expect(destination(container)).toBe('/consumer/cards');

    expect(order().status).toBe('cancelled');
    expect(container.get(PaymentCancelledFlag).take()).toEqual({ orderCancelled: true });
  });

  it('goes to the cards with the flag raised even when the cancel call fails', async () => {
    const { container, sandbox, orderId } = await demoOrderPaidWith('cancel');
    sandbox.failNext('cancelOrder', 500);

    await container.get(OrderCancelPresenter).enter(at(orderId));
    expect(destination(container)).toBe('/consumer/cards');

    expect(container.get(PaymentCancelledFlag).take()).toEqual({ orderCancelled: false });
  });

  it('posts the cancellation once however often the page asks', async () => {
    const { container, orderId } = await demoOrderPaidWith('cancel');
    const presenter = container.get(OrderCancelPresenter);
    const cancelled = jest.spyOn(container.get(PaymentCancelledFlag), 'raise');

    await Promise.all([presenter.enter(at(orderId)), presenter.enter(at(orderId))]);

    expect(cancelled).toHaveBeenCalledTimes(1);
  });
});
