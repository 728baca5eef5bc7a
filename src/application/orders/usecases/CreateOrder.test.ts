import { sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import { LogIn } from '../../session/usecases/LogIn';
import { NEW_ORDER_STORE } from '../ports/NewOrderStore';
import { CreateOrder } from './CreateOrder';
import { ORDER_GATEWAY } from '../ports/OrderGateway';
import { ResumeStoredOrder } from './ResumeStoredOrder';

const demo = { email: 'demo@example.com', password: 'Demo1234' };

describe('the order flow', () => {
  it('keeps the amount of a signed-out visitor and sends them to the register tab', async () => {
    const { container } = sandboxApp();

    const result = await container.get(CreateOrder).execute(3000);

    expect(result).toEqual({ ok: true, value: { kind: 'signInFirst', tab: 'register' } });
    expect(container.get(NEW_ORDER_STORE).load()).toBe(3000);
  });

  it('creates the order of a signed-in consumer, who goes on to pay it', async () => {
    const { container } = sandboxApp();
    await signIn(container);

    const result = await container.get(CreateOrder).execute(4000);

    if (!result.ok || result.value.kind !== 'created') throw new Error('no order was created');
    const order = await container.get(ORDER_GATEWAY).get(result.value.orderId);
    expect(order).toMatchObject({ status: 'created', clusterStatus: 'unpaid' });
    expect(order.orderLines.find((line) => line.type === 'product')?.amount).toEqual({ amount: 4000 });
    expect(container.get(NEW_ORDER_STORE).load()).toBeNull();
  });

  it('turns the waiting amount into an order once the visitor has signed in', async () => {
    const { container } = sandboxApp();
    await container.get(CreateOrder).execute(3000);
    await signIn(container);

    const result = await container.get(ResumeStoredOrder).execute();

    if (!result.ok || result.value.kind !== 'created') throw new Error('no order was created');
    const order = await container.get(ORDER_GATEWAY).get(result.value.orderId);
    expect(order.orderLines.find((line) => line.type === 'product')?.amount.amount).toBe(3000);
    expect(container.get(NEW_ORDER_STORE).load()).toBeNull();
  });

  it('has nothing to resume when no amount waits', async () => {
    const { container } = sandboxApp();
    await signIn(container);

    expect(await container.get(ResumeStoredOrder).execute()).toEqual({
      ok: true,
      value: { kind: 'nothingStored' },
    });
  });

  it('hands back why the order cannot be created, leaving no amount waiting to divert later orders', async () => {
    const { container } = sandboxApp();
    await signIn(container, { email: 'level1@example.com', password: 'Level1234' });

    const result = await container.get(CreateOrder).execute(2000);

    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'InvalidFields', errorCode: 'accountLimitReached' }),
    });
    expect(container.get(NEW_ORDER_STORE).load()).toBeNull();
  });

  it('orders the amount a signed-in consumer chose, dropping an amount left waiting from before', async () => {
    const { container } = sandboxApp();
    await signIn(container);
    container.get(NEW_ORDER_STORE).save(3000);

    const result = await container.get(CreateOrder).execute(4500);

    expect(result).toEqual({ ok: true, value: { kind: 'created', orderId: expect.any(String) } });
    expect(container.get(NEW_ORDER_STORE).load()).toBeNull();
  });

  it('with a sign-in under way and an amount waiting, updates the amount and goes back to Authorization', async () => {
    const { container } = sandboxApp();
    await container.get(CreateOrder).execute(3000);
    await container.get(LogIn).execute(demo);

    const result = await container.get(CreateOrder).execute(5000);

    expect(result).toEqual({ ok: true, value: { kind: 'signInFirst', tab: 'signin' } });
    expect(container.get(NEW_ORDER_STORE).load()).toBe(5000);
  });

  it('creates the order once when a creation that met Unauthorized is replayed, and leaves no amount waiting', async () => {
    const { container, sandbox } = sandboxApp();
    await signIn(container);
    sandbox.failNext('createOrder', 401);
    await container.get(CreateOrder).execute(4500);

    await signIn(container);
    const resumed = await container.get(ResumeStoredOrder).execute();

    expect(container.get(NEW_ORDER_STORE).load()).toBeNull();
    expect(resumed).toEqual({ ok: true, value: { kind: 'nothingStored' } });
  });
});
