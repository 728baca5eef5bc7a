import { screen, within } from '@testing-library/react';
import { sandboxApp } from '../../../composition/testing/sandboxApp';
import { transactionDisplay } from '../../../domain/transactions/transactionDisplay';
import { renderScreen } from '../../testing/renderScreen';
import { TransactionList } from './TransactionList';
import { TRANSACTIONS_LIST_SIZE } from '../../../domain/transactions/transactionList';
import type { TransactionRow } from './TransactionsPresenter';

const SETTLED = { isSettled: true, isDeclined: false, isNotSettled: false, isBlocked: false };

/** A card's rows, newest first: `Merchant 1` … `Merchant {count}`. */
function rows(count: number): TransactionRow[] {
  return Array.from({ length: count }, (_unused, index) => ({
    id: `tx-${index + 1}`,
    merchant: `Merchant ${index + 1}`,
    amount: 100 + index,
    moneyIn: false,
    date: '24/11/2026, 10:30',
    display: transactionDisplay(SETTLED, false),
    detailPath: `/consumer/transactions/tx-${index + 1}`,
    highlighted: false,
  }));
}

function renderList(count: number) {
  const { container } = sandboxApp();
  renderScreen(container, {
    path: '/consumer/cards',
    element: (
      <TransactionList
        rows={rows(count)}
        label="Transactions of the card ending in 1234"
        size={TRANSACTIONS_LIST_SIZE}
        scrollTo={null}
        onScrolled={() => undefined}
      />
    ),
  });
  return screen.getByRole('list', { name: 'Transactions of the card ending in 1234' });
}

describe('the transaction list', () => {
  it('renders a short list whole', () => {
    const list = renderList(6);
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).getByRole('link', { name: /Merchant 6/ })).toBeInTheDocument();
  });

  it('renders only the rows in view and a few more of a long list, each saying its place in the whole', () => {
    const list = renderList(1000);
    const items = within(list).getAllByRole('listitem');
    // 450 pixels of 100-pixel rows: five in view, ten more below.
    expect(items).toHaveLength(15);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '1000');
    expect(items[14]).toHaveAttribute('aria-posinset', '15');
    // What is not rendered keeps its height, so the scroll bar is as long as the whole list.
    expect(list).toHaveStyle({ paddingBottom: `${(1000 - 15) * 100}px` });
  });
});
