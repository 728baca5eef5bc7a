import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '../../../domain/language/Language';
import enCards from '../../../../locales/en/cards.json';
import enErrors from '../../../../locales/en/errors.json';
import enPayment from '../../../../locales/en/payment.json';
import frCards from '../../../../locales/fr/cards.json';
import frErrors from '../../../../locales/fr/errors.json';
import frPayment from '../../../../locales/fr/payment.json';
import { InMemoryOrderGateway } from '../../../adapters/in-memory/InMemoryOrderGateway';
import { GatewayError } from '../../../application/shared/GatewayError';
import { renderRoutes, tableRoute } from '../../testing/renderScreen';
import { payThroughProvider, type SandboxApp } from '../../../composition/testing/sandboxApp';
import { browserPage } from '../../shell/browserPage';
import { PaymentErrorFlag } from './PaymentErrorFlag';
import { levelOneConsumerWithOrder } from '../../../composition/testing/levelOneOrder';
import { messageOf, serverWords } from '../../messages/Message';

const TEXT = { en: enPayment.payment, fr: frPayment.payment };
const TEXT_INTEGER = { en: enCards.cards.order.integer, fr: frCards.cards.order.integer };
const TEXT_TOO_MANY_MINUTES = {
  en: enErrors.errors.tooManyRequests.minutes_other,
  fr: frErrors.errors.tooManyRequests.minutes_other,
};

/** The payment page of a level-1 consumer's fresh 50 EUR order, in a language. */
async function renderPayment(language: Language, given?: SandboxApp & { orderId: string }) {
  const app = given ?? (await levelOneConsumerWithOrder(5000));
  const { router, ...view } = renderRoutes(app.container, {
    routes: [tableRoute('orderPayment'), tableRoute('sandboxPayment')],
    at: `/order/${app.orderId}/payment`,
    language,
  });
  await screen.findByAltText('VISA');
  return { ...app, router, view };
}

/** Testing Library folds every space (French no-break spaces too) into a plain one. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** What an element shows: its text without the hidden descriptions it holds. */
function shownText(element: Element | null): string {
  const copy = element?.cloneNode(true) as Element | undefined;
  copy?.querySelectorAll('[hidden]').forEach((hidden) => hidden.remove());
  return plain(copy?.textContent ?? '');
}

/** The price box as label → amount pairs. */
function breakdownRows(title: string): [string, string][] {
  const box = screen.getByRole('region', { name: title });
  return within(box)
    .getAllByRole('term')
    .map((term) => [shownText(term), shownText(term.nextElementSibling)]);
}

// antd's DOM is large, and role queries over it in jsdom take their time.
afterEach(() => jest.restoreAllMocks());

describe.each(['en', 'fr'] as const)('the payment page in %s', (language) => {
  const text = TEXT[language];

  it('names its headings, sections, fees, methods and Pay, and enables Pay once a method is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const { view } = await renderPayment(language);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.title);
    expect(screen.getByRole('timer')).toHaveTextContent(/\d\d:\d\d/);

    const money = language === 'en' ? ['€50.00', '€2.50', '€52.50'] : ['50,00 €', '2,50 €', '52,50 €'];
    // A first card: its creation is free (SPEC section 9), and the breakdown says so.
    expect(breakdownRows(text.breakdown.title)).toEqual([
      [text.breakdown.cardPrice, money[0]],
      [text.breakdown.creationFee, text.breakdown.creationFeeFree],
      [text.breakdown.serviceFee, money[1]],
      [text.breakdown.total, money[2]],
    ]);
    expect(screen.getByRole('button', { name: text.breakdown.serviceFeeAbout })).toHaveAccessibleDescription(
      text.breakdown.serviceFeeTooltip.replace('{{percent}}', '5'),
    );
    expect(screen.getByRole('button', { name: text.breakdown.editAmount })).toBeInTheDocument();

    const methods = screen.getByRole('region', { name: text.methods.title });
    const group = within(methods).getByRole('radiogroup', { name: text.methods.label });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.querySelector('img')?.alt),
    ).toEqual(['VISA', 'MASTERCARD', 'CARTE BANCAIRE', 'PAYPAL']);
    const pay = within(methods).getByRole('button', { name: text.pay });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(text.payHint);

    const more = within(methods).getByRole('button', { name: text.methods.more });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(group).getAllByRole('radio')).toHaveLength(8);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveTextContent(text.methods.fewer);

    await user.click(within(group).getByRole('radio', { name: 'MASTERCARD' }));
    expect(pay).toBeEnabled();
    view.unmount();
  });

  it('says when the methods could not be loaded, and lists them after Try again', async () => {
    jest
      .spyOn(InMemoryOrderGateway.prototype, 'paymentMethods')
      .mockRejectedValueOnce(new GatewayError('NetworkError'));
    const app = await levelOneConsumerWithOrder(5000);
    renderRoutes(app.container, {
      routes: [tableRoute('orderPayment')],
      at: `/order/${app.orderId}/payment`,
      language,
    });

    const methods = await screen.findByRole('region', { name: text.methods.title });
    expect(within(methods).getByRole('alert')).toHaveTextContent(text.errors.methods);
    await userEvent.click(within(methods).getByRole('button', { name: text.errors.retry }));

    expect(await screen.findByAltText('VISA')).toBeVisible();
    expect(within(screen.getByRole('region', { name: text.methods.title })).queryByRole('alert')).toBeNull();
  });

  it('opens the amount modal from the pencil, clamps above the maximum naming it, and refuses letters', async () => {
    const user = userEvent.setup({ delay: null });
    const { view } = await renderPayment(language);
    await user.click(screen.getByRole('button', { name: text.breakdown.editAmount }));
    const dialog = await screen.findByRole('dialog', { name: text.amount.title });
    const box = within(dialog).getByLabelText(text.amount.label);
    expect(box).toHaveValue('50');
    expect(within(dialog).getByRole('slider', { name: text.amount.sliderLabel })).toBeInTheDocument();
    // Typing goes through change events: userEvent's per-key typing is slow over antd's styles in jsdom.
    fireEvent.change(box, { target: { value: '90' } });
    fireEvent.blur(box);
    expect(box).toHaveValue('50');
    expect(box).toHaveAccessibleDescription(
      new RegExp(language === 'en' ? 'The maximum is €50\\.00\\.' : 'Le maximum est de 50,00\\s€\\.'),
    );
    fireEvent.change(box, { target: { value: 'abc' } });
    expect(box).toHaveValue('abc');
    expect(within(dialog).getByText(TEXT_INTEGER[language])).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    view.unmount();
  });

  it('refuses an invalid promo code with the spec sentence on the field', async () => {
    const user = userEvent.setup({ delay: null });
    const { view } = await renderPayment(language);
    const box = screen.getByLabelText(text.promo.label);
    fireEvent.change(box, { target: { value: 'USED10' } });
    await user.click(screen.getByRole('button', { name: text.promo.apply }));
    expect(await screen.findByText(text.promo.invalid)).toBeVisible();
    expect(box).toHaveAccessibleDescription(text.promo.invalid);
    expect(box).toHaveValue('USED10');
    view.unmount();
  });

  it('says how long to wait once too many promo codes were refused (429)', async () => {
    const user = userEvent.setup({ delay: null });
    jest.spyOn(InMemoryOrderGateway.prototype, 'applyDiscount').mockRejectedValue(
      new GatewayError('TooManyRequests', {
        errorCode: 'tooManyRequests',
        errorMessage: 'Too many requests. Please try again later.',
        timeLeftForRetry: 840,
      }),
    );
    const { view } = await renderPayment(language);
    const box = screen.getByLabelText(text.promo.label);
    fireEvent.change(box, { target: { value: 'WELCOME5' } });
    await user.click(screen.getByRole('button', { name: text.promo.apply }));
    const waitText = TEXT_TOO_MANY_MINUTES[language].replace('{{count}}', '14');
    expect(await screen.findByText(waitText)).toBeVisible();
    expect(box).toHaveAccessibleDescription(waitText);
    expect(box).toHaveValue('WELCOME5');
    view.unmount();
  });
});

describe('the promo box', () => {
  it('applies a code, shows the discount, and removes it with a named button', async () => {
    const user = userEvent.setup({ delay: null });
    const text = TEXT.en;
    const { view } = await renderPayment('en');
    fireEvent.change(screen.getByLabelText(text.promo.label), { target: { value: 'WELCOME5' } });
    await user.click(screen.getByRole('button', { name: text.promo.apply }));
    const remove = await screen.findByRole('button', { name: 'Remove the promo code WELCOME5' });
    expect(breakdownRows(text.breakdown.title)).toContainEqual([text.breakdown.discount, '-€5.00']);
    expect(breakdownRows(text.breakdown.title)).toContainEqual([text.breakdown.total, '€47.50']);
    await user.click(remove);
    await waitFor(() => expect(screen.queryByText('WELCOME5')).not.toBeInTheDocument());
    expect(breakdownRows(text.breakdown.title).map(([label]) => label)).not.toContain(
      text.breakdown.discount,
    );
    view.unmount();
  });

  it('keeps the keyboard focus in the box once a code is removed: on the next Remove, then on the field', async () => {
    const user = userEvent.setup({ delay: null });
    const text = TEXT.en;
    const { view } = await renderPayment('en');
    const field = screen.getByLabelText(text.promo.label);
    for (const code of ['WELCOME5', 'DOUBLE']) {
      fireEvent.change(field, { target: { value: code } });
      await user.click(screen.getByRole('button', { name: text.promo.apply }));
      await screen.findByRole('button', { name: `Remove the promo code ${code}` });
    }

    await user.click(screen.getByRole('button', { name: 'Remove the promo code WELCOME5' }));
    await waitFor(() => expect(screen.queryByText('WELCOME5')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove the promo code DOUBLE' })).toHaveFocus(),
    );

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('DOUBLE')).not.toBeInTheDocument());
    await waitFor(() => expect(field).toHaveFocus());
    view.unmount();
  });
});

describe('paying', () => {
  it('follows the provider page with a full page load; Approve there returns to the success route', async () => {
    const user = userEvent.setup({ delay: null });
    const assign = jest.spyOn(browserPage, 'assign').mockImplementation(() => undefined);
    const { view, router, orderId } = await renderPayment('en');
    await user.click(screen.getByRole('radio', { name: 'VISA' }));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(assign.mock.calls[0]?.[0] ?? '');
    expect(url.href).toMatch(/^http:\/\/localhost:8080\/sandbox\/payment\/.+/);

    await act(() => router.navigate(url.pathname));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(TEXT.en.sandbox.title);
    expect(await screen.findByText('€52.50')).toBeInTheDocument();
    expect(screen.getByText('VISA')).toBeInTheDocument();
    for (const label of Object.values(TEXT.en.sandbox.outcomes))
      expect(screen.getByRole('button', { name: label })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: TEXT.en.sandbox.outcomes.approve }));
    expect(await screen.findByTestId('where')).toHaveTextContent(`/order/${orderId}/success`);
    view.unmount();
  });

  it('explains an order already paid, disables the methods and clears the choice', async () => {
    const user = userEvent.setup({ delay: null });
    const { view, container, orderId } = await renderPayment('en');
    await payThroughProvider(container, orderId, 'approve');
    const visa = screen.getByRole('radio', { name: 'VISA' });
    await user.click(visa);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(TEXT.en.errors.orderPaid)).toBeVisible();
    expect(visa).toBeDisabled();
    expect(visa).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    view.unmount();
  });

  it('opened on a blocked order, says so at once and offers no method to choose, nor Pay', async () => {
    const app = await levelOneConsumerWithOrder();
    await payThroughProvider(app.container, app.orderId, 'blocked');
    const { view } = await renderPayment('fr', app);
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.fr.errors.orderBlocked);
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toBeDisabled();
      expect(radio).not.toBeChecked();
    }
    const pay = screen.getByRole('button', { name: TEXT.fr.pay });
    expect(pay).toBeDisabled();
    // Choosing a method is no longer asked for.
    expect(pay).not.toHaveAccessibleDescription(TEXT.fr.payHint);
    view.unmount();
  });

  it('shows the error the order error pages left, headed by whose words follow', async () => {
    const app = await levelOneConsumerWithOrder();
    app.container
      .get(PaymentErrorFlag)
      .raise(app.orderId, 'payment.providerError', messageOf('payment.errors.orderPaid'));
    const { view } = await renderPayment('fr', app);
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.fr.providerError);
    expect(screen.getByRole('alert')).toHaveTextContent('Commande déjà payée');
    view.unmount();

    app.container
      .get(PaymentErrorFlag)
      .raise(app.orderId, 'payment.orderError', serverWords('The payment was declined by the provider.'));
    const again = await renderPayment('en', app);
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.en.orderError);
    expect(screen.getByRole('alert')).toHaveTextContent('The payment was declined by the provider.');
    again.view.unmount();
  });
});
