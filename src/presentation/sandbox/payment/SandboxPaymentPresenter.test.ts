import type { Container } from 'inversify';
import { StartPayment } from '../../../application/orders/usecases/StartPayment';
import type { PaymentOutcome } from '../../../application/sandbox/ports/SandboxConsole';
import { levelOneConsumerWithOrder } from '../../testing/levelOneOrder';
import { SandboxPaymentPresenter } from './SandboxPaymentPresenter';
import { destination } from '../../testing/destination';

/** Pay pressed on the shop's payment page: the id of the provider page it leads to. */
async function startedPayment(container: Container, orderId: string, paymethodId = 'visa'): Promise<string> {
  const started = await container.get(StartPayment).execute({ orderId, paymethodId });
  if (!started.ok || started.value.kind !== 'redirect') throw new Error('the payment did not start');
  return decodeURIComponent(started.value.redirectUrl.split('/').at(-1) ?? '');
}

async function providerPage(paymethodId = 'visa') {
  const app = await levelOneConsumerWithOrder(5000);
  const paymentId = await startedPayment(app.container, app.orderId, paymethodId);
  const presenter = app.container.get(SandboxPaymentPresenter);
  await presenter.enter({ params: { paymentId }, query: {} });
  return { ...app, presenter, paymentId };
}

describe('the sandbox payment provider page', () => {
  it('shows the amount due and the method chosen', async () => {
    const { presenter, orderId } = await providerPage('cartebancaire');
    expect(presenter.payment.value).toMatchObject({ orderId, amount: 5250, paymethodId: 'cartebancaire' });
    expect(presenter.methodName).toBe('CARTE BANCAIRE');
  });

  it('offers every outcome', async () => {
    const { presenter } = await providerPage();
    expect(presenter.outcomes).toEqual([
      'approve',
      'decline',
      'cancel',
      'pending',
      'blocked',
      'suspicious',
      'investigation',
    ]);
  });

  it.each([
    ['approve', 'success'],
    ['decline', 'error'],
    ['cancel', 'cancel'],
    ['pending', 'pending'],
    ['blocked', 'error'],
    ['suspicious', 'error'],
    ['investigation', 'success'],
  ] as [PaymentOutcome, string][])('%s returns to the order %s route', async (outcome, page) => {
    const { presenter, orderId, container } = await providerPage();
    await presenter.complete(outcome);
    expect(destination(container)).toBe(`/order/${orderId}/${page}`);
    expect(presenter.completing).toBeNull();
    expect(presenter.completion.failure).toBeNull();
  });

  it('refuses a second answer for a payment already completed, with the sandbox sentence', async () => {
    const { presenter, container } = await providerPage();
    await presenter.complete('approve');
    expect(destination(container)).toBe('/order/order-1/success');
    await presenter.complete('decline');
    expect(destination(container)).toBeNull();
    expect(presenter.completion.failure).toEqual({ detail: expect.any(String) });
  });

  it('says when the payment does not exist', async () => {
    const { container } = await levelOneConsumerWithOrder();
    const presenter = container.get(SandboxPaymentPresenter);
    await presenter.enter({ params: { paymentId: 'no-such-payment' }, query: {} });
    expect(presenter.payment.value).toBeNull();
    expect(presenter.payment.failure).toEqual({ key: 'payment.sandbox.notFound' });
    await presenter.complete('approve');
    expect(destination(container)).toBeNull();
  });
});
