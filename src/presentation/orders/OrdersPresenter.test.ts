import { register, sandboxApp, signIn } from '../../composition/testing/sandboxApp';
import { AuthModalsPresenter } from '../testing/otherScreens';
import { messageOf } from '../messages/Message';
import { OrdersPresenter } from './OrdersPresenter';
import { leavePage } from '../shell/PageHost';

/** Lets the sandbox's promise chains run to their end. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The demo consumer (one order in every status), signed in, on the orders page. */
async function ordersPage() {
  const app = sandboxApp();
  await signIn(app.container);
  const presenter = app.container.get(OrdersPresenter);
  return { ...app, presenter };
}

describe('the orders page', () => {
  it('shows a loading indicator, then both sections, newest first', async () => {
    const { presenter } = await ordersPage();
    void presenter.enter();
    expect(presenter.load.status).toBe('loading');
    await settled();

    expect(presenter.load.status).toBe('shown');
    expect(presenter.awaitingPayment.map((row) => row.id)).toEqual([
      'order-demo-created',
      'order-demo-pending-payment',
      'order-demo-partially-paid',
      'order-demo-pending-card-creation',
    ]);
    expect(presenter.others.length).toBeGreaterThan(0);
    expect(presenter.others.map((row) => row.status)).not.toContain('created');
    leavePage(presenter);
  });

  it('gives each row its number, day, status words, amount and destination', async () => {
    const { presenter } = await ordersPage();
    void presenter.enter();
    await settled();
    const rows = [...presenter.awaitingPayment, ...presenter.others];
    const byStatus = (status: string) => rows.find((row) => row.status === status);

    expect(byStatus('created')).toEqual(
      expect.objectContaining({
        id: 'order-demo-created',
        statusKey: 'orders.status.created',
        struckThrough: false,
        to: '/order/order-demo-created/payment',
      }),
    );
    expect(byStatus('created')?.date).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    expect(byStatus('pending_payment')?.to).toMatch(/^\/order\/[^/]+\/payment$/);
    expect(byStatus('pending_card_creation')?.to).toMatch(/^\/order\/[^/]+\/success$/);
    expect(byStatus('investigation')?.to).toMatch(/^\/order\/[^/]+\/investigation$/);
    for (const status of ['allegations_unsubstantiated', 'failed_transfer_of_funds', 'cancelled'])
      expect(byStatus(status)).toEqual(expect.objectContaining({ struckThrough: true, to: null }));
    for (const status of [
      'refund_initialized',
      'card_creation_postponed',
      'pending_transfer_of_funds',
      'completed',
    ])
      expect(byStatus(status)).toEqual(expect.objectContaining({ struckThrough: false, to: null }));
  });

  it('shows two empty sections to a consumer who never ordered', async () => {
    const { container } = sandboxApp();
    await register(container);
    const presenter = container.get(OrdersPresenter);
    void presenter.enter();
    await settled();
    expect(presenter.load.status).toBe('shown');
    expect(presenter.awaitingPayment).toEqual([]);
    expect(presenter.others).toEqual([]);
  });

  it('offers to try again after a failed load, and shows the orders when it works', async () => {
    const { sandbox, presenter } = await ordersPage();
    sandbox.failNext('listOrders', 500);
    void presenter.enter();
    await settled();
    expect(presenter.load.status).toBe('failed');
    // The page's own words, never the server's sentence ('Fault injected into listOrders.').
    expect(presenter.load.failure).toEqual(messageOf('orders.loadFailed.text'));

    await presenter.load.retry();
    expect(presenter.load.status).toBe('shown');
    expect(presenter.awaitingPayment.length).toBeGreaterThan(0);
  });

  it('says the connection failed the same way, keeping nothing stale', async () => {
    const { sandbox, presenter } = await ordersPage();
    sandbox.failNext('listOrders', 'network');
    void presenter.enter();
    await settled();
    expect(presenter.load.status).toBe('failed');
    expect(presenter.awaitingPayment).toEqual([]);
  });

  describe('an expired session', () => {
    it('opens the login modal, and lists the orders once signed in again', async () => {
      const { container, sandbox, presenter } = await ordersPage();
      sandbox.failNext('listOrders', 401);
      void presenter.enter();
      await settled();
      expect(presenter.load.status).toBe('signInNeeded');
      const modals = container.get(AuthModalsPresenter);
      expect(modals.login.open).toBe(true);

      modals.login.close();
      presenter.load.signIn();
      expect(modals.login.open).toBe(true);

      await signIn(container);
      expect(presenter.load.status).toBe('shown');
      expect(presenter.awaitingPayment.length).toBeGreaterThan(0);
    });

    it('hears no replay once the page is left', async () => {
      const { container, sandbox, presenter } = await ordersPage();
      sandbox.failNext('listOrders', 401);
      void presenter.enter();
      await settled();
      leavePage(presenter);
      await signIn(container);
      expect(presenter.load.status).toBe('signInNeeded');
    });
  });
});
