import type { Container } from 'inversify';
import {
  fillProfile,
  payThroughProvider,
  register,
  sandboxApp,
  signIn,
  verifyEmailAndMobile,
} from '../../../composition/testing/sandboxApp';
import { SimulateKyc } from '../../kyc/usecases/SimulateKyc';
import { ConsumerSession } from '../../session/ConsumerSession';
import { CreateOrder } from './CreateOrder';
import { ReadPaymentSuccess } from './ReadPaymentSuccess';

async function orderOf(container: Container, amount: number): Promise<string> {
  const created = await container.get(CreateOrder).execute(amount);
  if (!created.ok || created.value.kind !== 'created') throw new Error('no order was created');
  return created.value.orderId;
}

describe('ReadPaymentSuccess', () => {
  it('keeps the consumer of a paid order, selects its new card and continues to the cards', async () => {
    const { container } = sandboxApp();
    await signIn(container);
    const orderId = await orderOf(container, 2000);
    await payThroughProvider(container, orderId, 'approve');

    const result = await container.get(ReadPaymentSuccess).execute(orderId);

    if (!result.ok) throw new Error('the success page could not load');
    const { outcome, firstCardId, continueTo } = result.value;
    expect(outcome.kind).toBe('paid');
    const stored = container.get(ConsumerSession).current;
    const newCard = stored?.cards.find((card) => card.id === firstCardId);
    expect(newCard?.availableBalance).toEqual({ amount: 2000 });
    expect(continueTo).toEqual({ to: 'cards', selected: firstCardId });
  });

  it('sends a consumer without full KYC to the KYC info page, with the new card selected', async () => {
    const { container } = sandboxApp();
    await register(container);
    await verifyEmailAndMobile(container);
    await fillProfile(container);
    await container.get(SimulateKyc).execute('KYC_LEVEL_1');
    const orderId = await orderOf(container, 2000);
    await payThroughProvider(container, orderId, 'approve');

    const result = await container.get(ReadPaymentSuccess).execute(orderId);

    expect(result.ok && result.value.continueTo).toEqual({
      to: 'kycInfo',
      selected: expect.any(String),
    });
  });

  it('sends an order paid under investigation to the investigation page', async () => {
    const { container } = sandboxApp();
    await signIn(container);
    const orderId = await orderOf(container, 2000);
    await payThroughProvider(container, orderId, 'investigation');

    const result = await container.get(ReadPaymentSuccess).execute(orderId);

    expect(result.ok && result.value.outcome).toEqual({ kind: 'investigation' });
  });

  it('shows an error for an order that is not paid', async () => {
    const { container } = sandboxApp();
    await signIn(container);

    const result = await container.get(ReadPaymentSuccess).execute('order-demo-created');

    expect(result).toMatchObject({
      ok: true,
      value: { outcome: { kind: 'error' }, firstCardId: null, continueTo: null },
    });
  });
});
