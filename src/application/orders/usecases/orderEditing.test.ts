import type { Container } from 'inversify';
import type { Order } from '../../../domain/orders/Order';
import { payThroughProvider, sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import { ApplyPromoCode } from './ApplyPromoCode';
import { ChangeOrderAmount } from './ChangeOrderAmount';
import { CreateOrder } from './CreateOrder';
import { ListPaymentMethods } from './ListPaymentMethods';
import { ReadOrderError } from './ReadOrderError';
import { RemovePromoCode } from './RemovePromoCode';

async function newOrder(container: Container, amount = 2000): Promise<string> {
  const created = await container.get(CreateOrder).execute(amount);
  if (!created.ok || created.value.kind !== 'created') throw new Error('no order was created');
  return created.value.orderId;
}

const discount = (order: Order) =>
  order.orderLines.find((line) => line.type === 'discount')?.amount.amount ?? 0;

describe('the payment page', () => {
  it('lists the payment methods with the order they pay', async () => {
    const { container } = sandboxApp();
    await signIn(container);
    const orderId = await newOrder(container);

    const result = await container.get(ListPaymentMethods).execute(orderId);

    expect(result.ok && result.value.order.id).toBe(orderId);
    expect(result.ok && result.value.paymethods.length).toBeGreaterThan(4);
  });

  it('changes the amount of the card, and the lines follow', async () => {
    const { container } = sandboxApp();
    await signIn(container);
    const orderId = await newOrder(container);

    const result = await container.get(ChangeOrderAmount).execute({ orderId, amount: 6000 });

    expect(result.ok && result.value.orderLines.find((line) => line.type === 'product')?.amount.amount).toBe(
      6000,
    );
  });

  it.each([
    ['WELCOME5', 2000, -500],
    ['DOUBLE', 2000, -2000],
    ['DOUBLE', 4000, -2500],
  ])('applies %s to a card of %s cents as a discount of %s cents', async (code, amount, expected) => {
    const { container } = sandboxApp();
    await signIn(container);
    const orderId = await newOrder(container, amount);

    const result = await container.get(ApplyPromoCode).execute({ orderId, code: ` ${code} ` });

    expect(result.ok && discount(result.value)).toBe(expected);
  });

  it.each(['USED10', 'NOSUCHCODE', '   '])('refuses the promo code "%s" as not valid', async (code) => {
    const { container } = sandboxApp();
    await signIn(container);
    const orderId = await newOrder(container);

    const result = await container.get(ApplyPromoCode).execute({ orderId, code });

    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'InvalidFields', errorCode: 'promoInvalid' }),
    });
  });

  it('takes a promo code off again', async () => {
    const { container } = sandboxApp();
    await signIn(container);
    const orderId = await newOrder(container);
    await container.get(ApplyPromoCode).execute({ orderId, code: 'WELCOME5' });

    const result = await container.get(RemovePromoCode).execute({ orderId, code: 'WELCOME5' });

    expect(result.ok && discount(result.value)).toBe(0);
  });

  it('reads why a declined payment failed', async () => {
    const { container } = sandboxApp();
    await signIn(container);
    const orderId = await newOrder(container);
    await payThroughProvider(container, orderId, 'decline');

    const result = await container.get(ReadOrderError).execute(orderId);

    expect(result).toEqual({ ok: true, value: { errorMessage: expect.any(String) } });
  });
});
