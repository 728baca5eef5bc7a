import { screen, within } from '@testing-library/react';
import { register, signIn } from '../../composition/testing/sandboxApp';
import { shellWorld } from '../shell/testing/renderApp';
import { renderWithShell } from '../shell/testing/renderWithShell';
import CardsPage from './CardsPage';
import { MyCardsPresenter } from './MyCardsPresenter';

describe('my cards, first version', () => {
  it('shows each card of the demo consumer masked, with expiry, balance and state', async () => {
    const { container } = shellWorld('en');
    const consumer = await signIn(container);
    const rows = container.get(MyCardsPresenter).rows;
    expect(rows).toHaveLength(consumer.cards.length);
    const first = consumer.cards[0];
    expect(rows[0]).toMatchObject({
      id: first?.id,
      maskedNumber: `**** **** **** ${first?.cardNumberLastFour ?? ''}`,
    });
    expect(rows.map((row) => row.displayState)).toEqual(
      expect.arrayContaining(['ACTIVE', 'INACTIVE', 'BLOCKED', 'CANCELLED']),
    );
    rows.forEach((row) => expect(row.expiry).toMatch(/^\d{2}\/\d{2}$/));
    expect(rows.find((row) => row.displayState === 'BLOCKED')?.chipColour).toBe('red');
  });

  it('formats balances in the chosen language', async () => {
    const { container } = shellWorld('fr');
    await signIn(container);
    container.get(MyCardsPresenter).rows.forEach((row) => expect(row.availableBalance).toMatch(/€$/));
  });

  it('lists the cards on the page, each named by its last four digits', async () => {
    const { container } = shellWorld('en');
    const consumer = await signIn(container);
    renderWithShell(container, <CardsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My cards' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your cards' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(consumer.cards.length);
    const lastFour = consumer.cards[0]?.cardNumberLastFour ?? '';
    expect(within(list).getByRole('heading', { name: `Card ending in ${lastFour}` })).toBeInTheDocument();
  });

  it('offers to order a card when there is none', async () => {
    const { container } = shellWorld('en');
    await register(container);
    renderWithShell(container, <CardsPage />);
    expect(screen.getByText('You have no card yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order a card' })).toHaveAttribute('href', '/');
  });
});
