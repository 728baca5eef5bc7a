import { payThroughProvider, sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import { CreateOrder } from './CreateOrder';
import { ORDER_GATEWAY } from '../ports/OrderGateway';
import { ReadPendingPayment } from './ReadPendingPayment';

describe('ReadPendingPayment', () => {
  it('on the retry, tells the shop a payment still awaited is pending, which settles it', async () => {
    const { container } = sandboxApp();
    await signIn(container);
    const created = await container.get(CreateOrder).execute(2000);
    if (!created.ok || created.value.kind !== 'created') throw new Error('no order was created');
    const { orderId } = created.value;
    await payThroughProvider(container, orderId, 'pending');

    const onArrival = await container.get(ReadPendingPayment).execute({ orderId, attempt: 0 });
    const onRetry = await container.get(ReadPendingPayment).execute({ orderId, attempt: 1 });
    const afterNotice = await container.get(ORDER_GATEWAY).get(orderId);

    expect(onArrival).toMatchObject({
      ok: true,
      value: { outcome: 'retryLater', order: { status: 'pending_payment' } },
    });
    expect(onRetry).toMatchObject({ ok: true, value: { outcome: 'postPendingNotice' } });
    expect(afterNotice).toMatchObject({ clusterStatus: 'paid' });
  });

  it('posts no notice for a partially paid order on arrival', async () => {
    const { container, sandbox } = sandboxApp();
    await signIn(container);
    sandbox.failNext('notifyPending', 500);

    const result = await container
      .get(ReadPendingPayment)
      .execute({ orderId: 'order-demo-partially-paid', attempt: 0 });

    expect(result).toMatchObject({ ok: true, value: { outcome: 'retryLater' } });
  });

  it('hands back a failed notice', async () => {
    const { container, sandbox } = sandboxApp();
    await signIn(container);
    sandbox.failNext('notifyPending', 500);

    const result = await container
      .get(ReadPendingPayment)
      .execute({ orderId: 'order-demo-partially-paid', attempt: 1 });

    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'ServerError' }) });
  });
});
