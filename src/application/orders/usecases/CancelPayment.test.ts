import { payThroughProvider, sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import { PaymentCancelledFlag } from '../PaymentCancelledFlag';
import { CancelPayment } from './CancelPayment';
import { CreateOrder } from './CreateOrder';
import { ORDER_GATEWAY } from '../ports/OrderGateway';

describe('CancelPayment', () => {
  it('cancels the order and raises the cancelled-payment warning, shown once', async () => {
    const { container } = sandboxApp();
    await signIn(container);
    const created = await container.get(CreateOrder).execute(2000);
    if (!created.ok || created.value.kind !== 'created') throw new Error('no order was created');
    const { orderId } = created.value;
    const returnPath = await payThroughProvider(container, orderId, 'cancel');

    const result = await container.get(CancelPayment).execute(orderId);

    expect(returnPath).toBe(`/order/${orderId}/cancel`);
    expect(result).toEqual({ ok: true, value: undefined });
    expect(await container.get(ORDER_GATEWAY).get(orderId)).toMatchObject({ status: 'cancelled' });
    const flag = container.get(PaymentCancelledFlag);
    expect([flag.take(), flag.take()]).toEqual([{ orderCancelled: true }, null]);
  });

  it.each([500, 404, 'network'] as const)(
    'raises the warning even when the cancel call fails with %s',
    async (fault) => {
      const { container, sandbox } = sandboxApp();
      await signIn(container);
      sandbox.failNext('cancelOrder', fault);

      const result = await container.get(CancelPayment).execute('order-demo-created');

      expect(result.ok).toBe(false);
      // The warning cannot say the order was cancelled: the shop did not hear it was.
      expect(container.get(PaymentCancelledFlag).take()).toEqual({ orderCancelled: false });
    },
  );
});
