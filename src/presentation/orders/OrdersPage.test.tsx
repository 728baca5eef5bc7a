import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandboxApp, signIn } from '../../composition/testing/sandboxApp';
import enOrders from '../../../locales/en/orders.json';
import frOrders from '../../../locales/fr/orders.json';
import { paths } from '../shell/paths';
import { renderRoutes, tableRoute } from '../testing/renderScreen';

const TEXTS = { en: enOrders.orders, fr: frOrders.orders };

describe.each(['en', 'fr'] as const)('the orders page in %s', (language) => {
  const text = TEXTS[language];

  async function renderOrders(failFirstRead?: 500 | 'network') {
    const { container, sandbox } = sandboxApp();
    await signIn(container);
    if (failFirstRead !== undefined) sandbox.failNext('listOrders', failFirstRead);
    renderRoutes(container, {
      routes: [tableRoute('orders')],
      at: paths.orders(),
      language,
    });
    if (failFirstRead === undefined) {
      await screen.findByRole('heading', { level: 2, name: text.sections.awaitingPayment });
    }
    return sandbox;
  }

  const section = (name: string) => screen.getByRole('region', { name });

  it('makes rows with a destination links, and leaves the others plain text', async () => {
    await renderOrders();
    expect(screen.getByRole('heading', { level: 1, name: text.page.title })).toBeInTheDocument();

    const awaiting = section(text.sections.awaitingPayment);
    const created = within(awaiting).getByRole('link', { name: new RegExp(text.status.created) });
    expect(created).toHaveAttribute('href', '/order/order-demo-created/payment');

    const others = section(text.sections.orders);
    const completed = within(others).getAllByText(text.status.completed)[0];
    expect(completed?.closest('a')).toBeNull();
    expect(within(others).getByRole('link', { name: new RegExp(text.status.investigation) })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/investigation$/),
    );
  });

  it('shows each amount in the page’s language', async () => {
    await renderOrders();
    const awaiting = section(text.sections.awaitingPayment);
    const created = within(awaiting).getByRole('link', { name: new RegExp(text.status.created) });
    expect(created).toHaveTextContent(language === 'en' ? /€\d+\.\d\d/ : /\d+,\d\d\s€/);
  });

  it('strikes through the amount of a cancelled order only', async () => {
    await renderOrders();
    const others = section(text.sections.orders);
    const cancelled = within(others).getAllByText(text.status.cancelled)[0]?.closest('li');
    const completed = within(others).getAllByText(text.status.completed)[0]?.closest('li');
    expect(cancelled?.querySelector('del')).not.toBeNull();
    expect(completed?.querySelector('del')).toBeNull();
  });

  it('tells a screen reader that a struck-through amount is no longer due, and says nothing of the others', async () => {
    await renderOrders();
    const others = section(text.sections.orders);
    const row = (status: string) => within(others).getAllByText(status)[0]?.closest('li');
    for (const status of [
      text.status.allegations_unsubstantiated,
      text.status.failed_transfer_of_funds,
      text.status.cancelled,
    ]) {
      expect(row(status)?.textContent).toContain(text.row.notDue);
    }
    expect(row(text.status.completed)?.textContent).not.toContain(text.row.notDue);
    expect(row(text.status.refund_initialized)?.textContent).not.toContain(text.row.notDue);
  });

  it('keeps the keyboard focus on the page once Try again has read the orders, or on Try again when it fails again', async () => {
    const sandbox = await renderOrders('network');
    const retry = await screen.findByRole('button', { name: text.loadFailed.retry });
    sandbox.failNext('listOrders', 500);
    await userEvent.click(retry);
    await waitFor(() => expect(screen.getByRole('button', { name: text.loadFailed.retry })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: text.loadFailed.retry }));
    await screen.findByRole('heading', { level: 2, name: text.sections.awaitingPayment });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: text.page.title })).toHaveFocus(),
    );
  });
});
