import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import type { PaymentOutcome } from '../../../application/sandbox/ports/SandboxConsole';
import { PaymentCancelledFlag } from '../../../application/orders/PaymentCancelledFlag';
import { payThroughProvider, sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import type { Language } from '../../../domain/language/Language';
import enOrderResult from '../../../../locales/en/orderResult.json';
import frOrderResult from '../../../../locales/fr/orderResult.json';
import { PaymentErrorFlag } from '../payment/PaymentErrorFlag';
import { createOrder, levelOneOrderApproved } from '../../../composition/testing/levelOneOrder';
import { HELP_CENTRE_URL } from '../../shell/externalLinks';
import { renderRoutes, tableRoute } from '../../testing/renderScreen';
import { foldSpaces } from '../../testing/foldSpaces';

const TEXTS = { en: enOrderResult.orderResult, fr: frOrderResult.orderResult };

/** The result routes as the integrator wires them, with every other path showing where the page went. */
function renderAt(container: Container, language: Language, path: string) {
  renderRoutes(container, {
    routes: [
      tableRoute('orderSuccess'),
      tableRoute('orderPending'),
      tableRoute('orderError'),
      tableRoute('orderErrorWithMessage'),
      tableRoute('orderErrorWithCode'),
      tableRoute('orderCancel'),
      tableRoute('orderInvestigation'),
      tableRoute('orderInfoKyc'),
    ],
    at: path,
    language,
  });
}

/** The signed-in demo consumer with a 20 EUR order the provider settled with the outcome. */
async function demoOrder(outcome: PaymentOutcome | null) {
  const app = sandboxApp();
  await signIn(app.container);
  const orderId = await createOrder(app.container, 2000);
  if (outcome !== null) await payThroughProvider(app.container, orderId, outcome);
  return { ...app, orderId };
}

const where = () => screen.findByTestId('where');

describe.each(['en', 'fr'] as const)('the order result pages in %s', (language) => {
  const text = TEXTS[language];

  it('thank the consumer for a paid order, with Continue to the cards keeping the new card selected', async () => {
    const { container, orderId } = await demoOrder('approve');
    renderAt(container, language, `/order/${orderId}/success`);

    expect(await screen.findByRole('heading', { level: 1, name: text.success.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: text.success.continue })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/consumer\/cards\?selected=.+/),
    );
    expect(
      screen.getByText(foldSpaces(text.orderNumber.replace('{{orderId}}', orderId))),
    ).toBeInTheDocument();
  });

  it('show the failure screen for an order that is not paid, with the help centre and a new card', async () => {
    const { container, orderId } = await demoOrder('decline');
    renderAt(container, language, `/order/${orderId}/success`);

    expect(await screen.findByRole('heading', { level: 1, name: text.failure.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(orderId, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(foldSpaces(text.failure.offer))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(`^${text.helpCentre}`) })).toHaveAttribute(
      'href',
      HELP_CENTRE_URL,
    );
    // Signed in on every order page: Buy New Card, not the landing page's box.
    expect(screen.getByRole('link', { name: text.failure.buyNewCard })).toHaveAttribute(
      'href',
      '/consumer/cards/new',
    );
  });

  it('forward a paid order under investigation to the investigation page', async () => {
    const { container, orderId } = await demoOrder('investigation');
    renderAt(container, language, `/order/${orderId}/success`);

    expect(
      await screen.findByRole('heading', { level: 1, name: text.investigation.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.myOrders })).toHaveAttribute('href', '/consumer/orders');
    expect(screen.getByRole('link', { name: new RegExp(`^${text.helpCentre}`) })).toHaveAttribute(
      'href',
      HELP_CENTRE_URL,
    );
  });

  it('wait for a pending payment', async () => {
    const { container, orderId } = await demoOrder('pending');
    renderAt(container, language, `/order/${orderId}/pending`);

    expect(await screen.findByRole('heading', { level: 1, name: text.pending.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(foldSpaces(text.pending.waiting));
  });

  it('say there was an error processing the order while asking the server why, then return to Payment with its words (the shop’s own text for a decline)', async () => {
    const { container, orderId } = await demoOrder('decline');
    renderAt(container, language, `/order/${orderId}/error`);

    expect(
      await screen.findByRole('heading', { level: 1, name: foldSpaces(text.error.title) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(foldSpaces(text.error.reading));

    expect(await where()).toHaveTextContent(`/order/${orderId}/payment`);
    expect(container.get(PaymentErrorFlag).take(orderId)).toEqual({
      heading: 'payment.orderError',
      message: { key: 'payment.errors.paymentDeclined' },
    });
  });

  it('offer Try again and Back to the payment when the server cannot say what went wrong', async () => {
    const { container, sandbox, orderId } = await demoOrder('decline');
    sandbox.failNext('orderError', 500);
    renderAt(container, language, `/order/${orderId}/error/provider/E42`);

    expect(await screen.findByRole('alert')).toHaveTextContent(foldSpaces(text.error.readFailed));
    expect(screen.getByRole('heading', { level: 1, name: foldSpaces(text.error.title) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.error.retry }));

    expect(await where()).toHaveTextContent(`/order/${orderId}/payment`);
    expect(container.get(PaymentErrorFlag).take(orderId)?.message).toEqual({
      key: 'payment.errors.paymentDeclined',
    });
  });

  it('go back to the payment on request after a failed read', async () => {
    const { container, sandbox, orderId } = await demoOrder('decline');
    sandbox.failNext('orderError', 'network');
    renderAt(container, language, `/order/${orderId}/error`);

    await userEvent.click(await screen.findByRole('button', { name: text.error.backToPayment }));

    expect(await where()).toHaveTextContent(`/order/${orderId}/payment`);
    expect(container.get(PaymentErrorFlag).take(orderId)).toEqual({
      heading: 'payment.orderError',
      message: null,
    });
  });

  it('carry a payment error error/{errorMessage} names back to Payment, never other words', async () => {
    const { container, orderId } = await demoOrder('decline');
    renderAt(container, language, `/order/${orderId}/error/${encodeURIComponent('Order already paid')}`);

    expect(await where()).toHaveTextContent(`/order/${orderId}/payment`);
    expect(container.get(PaymentErrorFlag).take(orderId)).toEqual({
      heading: 'payment.providerError',
      message: { key: 'payment.errors.orderPaid' },
    });
  });

  it('cancel the payment and go to the cards with the cancelled-payment flag raised', async () => {
    const { container, orderId } = await demoOrder('cancel');
    renderAt(container, language, `/order/${orderId}/cancel`);

    expect(await screen.findByRole('heading', { level: 1, name: text.cancel.title })).toBeInTheDocument();
    expect(await where()).toHaveTextContent(/^\/consumer\/cards$/);
    expect(container.get(PaymentCancelledFlag).take()).toEqual({ orderCancelled: true });
  });

  it('lead a consumer who is not fully known from the thank-you page to the identity-verification info', async () => {
    const { container, orderId } = await levelOneOrderApproved();
    renderAt(container, language, `/order/${orderId}/success`);

    await userEvent.click(await screen.findByRole('link', { name: text.success.continue }));

    expect(await screen.findByRole('heading', { level: 1, name: text.infoKyc.title })).toBeInTheDocument();
    const start = screen.getByRole('link', { name: text.infoKyc.start });
    expect(start).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/consumer\/kyc\/upgrade-info\?selected=.+/),
    );
    const selected = new URL(start.getAttribute('href') ?? '', 'http://shop.invalid').searchParams.get(
      'selected',
    );
    expect(screen.getByRole('link', { name: text.infoKyc.later })).toHaveAttribute(
      'href',
      `/consumer/cards?selected=${selected}`,
    );
  });

  it('explain identity verification, keeping selected on both ways on', async () => {
    const { container } = sandboxApp();
    renderAt(container, language, '/order/order-1/infoKYC?selected=card-7');

    expect(await screen.findByRole('heading', { level: 1, name: text.infoKyc.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.infoKyc.start })).toHaveAttribute(
      'href',
      '/consumer/kyc/upgrade-info?selected=card-7',
    );
    expect(screen.getByRole('link', { name: text.infoKyc.later })).toHaveAttribute(
      'href',
      '/consumer/cards?selected=card-7',
    );
    expect(screen.getByText(language === 'en' ? /above €50\.00/ : /plus de 50,00\s€/)).toBeInTheDocument();
  });

  it('set the tab title and push the account page type', async () => {
    window.dataLayer = [];
    const { container } = sandboxApp();
    renderAt(container, language, '/order/order-1/investigation');

    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toContain(text.investigation.pageTitle));
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ pageType: 'account' }));
  });
});
