import { screen, within } from '@testing-library/react';
import { CARD_GATEWAY } from '../../../application/cards/ports/CardGateway';
import { sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import { aTransaction } from '../../../domain/transactions/testing/aTransaction';
import { renderRoutes } from '../../testing/renderScreen';
import { TransactionList } from './TransactionList';
import { TransactionsPresenter } from './TransactionsPresenter';

/** The list of a card whose issuer lists `count` transactions, newest first: `Merchant 1` … `Merchant {count}`. */
async function renderList(count: number) {
  const { container } = sandboxApp();
  await signIn(container);
  jest
    .spyOn(container.get(CARD_GATEWAY), 'transactions')
    .mockResolvedValue(
      Array.from({ length: count }, (_unused, index) =>
        aTransaction({ id: `tx-${index + 1}`, merchant: `Merchant ${index + 1}` }),
      ),
    );
  const presenter = container.get(TransactionsPresenter);
  presenter.enter({ cardId: 'card-demo-active', focus: null });
  await presenter.load();
  renderRoutes(container, {
    routes: [
      {
        path: '/consumer/cards',
        element: <TransactionList presenter={presenter} label="Transactions of the card ending in 1234" />,
      },
    ],
    at: '/consumer/cards',
  });
  return screen.getByRole('list', { name: 'Transactions of the card ending in 1234' });
}

describe('the transaction list', () => {
  it('renders a short list whole', async () => {
    const list = await renderList(6);
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).getByRole('link', { name: /Merchant 6/ })).toBeInTheDocument();
  });

  it('renders only the rows in view and a few more of a long list, each saying its place in the whole', async () => {
    const list = await renderList(1000);
    const items = within(list).getAllByRole('listitem');
    // 450 pixels of 100-pixel rows: five in view, four more below (what a filter change draws).
    expect(items).toHaveLength(9);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '1000');
    expect(items[8]).toHaveAttribute('aria-posinset', '9');
    // What is not rendered keeps its height, so the scroll bar is as long as the whole list.
    expect(list).toHaveStyle({ paddingBottom: `${(1000 - 9) * 100}px` });
  });
});
