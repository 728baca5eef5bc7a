import type { Container } from 'inversify';
import { PENDING_ORDER_RETRY_MS } from '../../domain/timing';
import { payThroughProvider, sandboxApp, signIn } from '../../composition/testing/sandboxApp';
import { PendingPaymentWatcher, type PendingPaymentProgress } from './PendingPaymentWatcher';
import { CreateOrder } from './usecases/CreateOrder';

async function orderLeftPending(container: Container): Promise<string> {
  const created = await container.get(CreateOrder).execute(2000);
  if (!created.ok || created.value.kind !== 'created') throw new Error('no order was created');
  await payThroughProvider(container, created.value.orderId, 'pending');
  return created.value.orderId;
}

const outcomes = (heard: PendingPaymentProgress[]) =>
  heard.map((progress) => (progress.type === 'outcome' ? progress.outcome : progress.error.kind));

describe('PendingPaymentWatcher', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  async function watching(orderId: (container: Container) => Promise<string>) {
    const app = sandboxApp();
    await signIn(app.container);
    const heard: PendingPaymentProgress[] = [];
    const stop = app.container
      .get(PendingPaymentWatcher)
      .watch(await orderId(app.container), (p) => heard.push(p));
    await jest.advanceTimersByTimeAsync(0);
    return { ...app, heard, stop };
  }

  it('reads the order on arrival and once more 30 seconds later, when the payment has come through', async () => {
    const { heard } = await watching(orderLeftPending);

    await jest.advanceTimersByTimeAsync(PENDING_ORDER_RETRY_MS - 1);
    const beforeRetry = outcomes(heard);
    await jest.advanceTimersByTimeAsync(1);

    expect(beforeRetry).toEqual(['retryLater']);
    expect(outcomes(heard)).toEqual(['retryLater', 'goToSuccess']);
  });

  it('asks only once more: an order still unpaid after the retry is left waiting', async () => {
    const { heard } = await watching(async () => 'order-demo-created');

    await jest.advanceTimersByTimeAsync(10 * PENDING_ORDER_RETRY_MS);

    expect(outcomes(heard)).toEqual(['retryLater', 'giveUp']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('goes straight to the success page for an order already paid', async () => {
    const { heard } = await watching(async () => 'order-demo-pending-card-creation');

    await jest.advanceTimersByTimeAsync(PENDING_ORDER_RETRY_MS);

    expect(outcomes(heard)).toEqual(['goToSuccess']);
  });

  it('tries again after a failed first read', async () => {
    const { sandbox, container } = sandboxApp();
    await signIn(container);
    const orderId = await orderLeftPending(container);
    sandbox.failNext('processOrder', 500);
    const heard: PendingPaymentProgress[] = [];
    container.get(PendingPaymentWatcher).watch(orderId, (p) => heard.push(p));

    await jest.advanceTimersByTimeAsync(PENDING_ORDER_RETRY_MS);

    expect(outcomes(heard)).toEqual(['ServerError', 'goToSuccess']);
  });

  it('reads nothing more once stopped', async () => {
    const { heard, stop } = await watching(orderLeftPending);

    stop();
    await jest.advanceTimersByTimeAsync(PENDING_ORDER_RETRY_MS);

    expect(outcomes(heard)).toEqual(['retryLater']);
  });
});
