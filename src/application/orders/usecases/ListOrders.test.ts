import { sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import { ListOrders } from './ListOrders';

describe('ListOrders', () => {
  it('splits the orders into awaiting payment and the rest, newest first', async () => {
    const { container } = sandboxApp();
    await signIn(container);

    const result = await container.get(ListOrders).execute();

    if (!result.ok) throw new Error('the orders did not load');
    expect(result.value.awaitingPayment.map((order) => order.id)).toEqual([
      'order-demo-created',
      'order-demo-pending-payment',
      'order-demo-partially-paid',
      'order-demo-pending-card-creation',
    ]);
    expect(result.value.others.map((order) => order.status)).toContain('cancelled');
  });
});
