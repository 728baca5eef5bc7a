import { selectedCard } from './selectedCard';
import { aCard } from './testing/aCard';

describe('selectedCard', () => {
  const cards = [aCard({ id: 'first' }), aCard({ id: 'second' }), aCard({ id: 'third' })];

  it('is the card the query names', () => {
    expect(selectedCard(cards, 'second')?.id).toBe('second');
    expect(selectedCard(cards, 'third')?.id).toBe('third');
  });

  it('is the first card when the query names none', () => {
    expect(selectedCard(cards, null)?.id).toBe('first');
    expect(selectedCard(cards, '')?.id).toBe('first');
  });

  it('is the first card when the query names a card the consumer does not have', () => {
    expect(selectedCard(cards, 'someone-elses-card')?.id).toBe('first');
  });

  it('is nothing without cards', () => {
    expect(selectedCard([], null)).toBeNull();
    expect(selectedCard([], 'first')).toBeNull();
  });
});
