import type { Card } from './Card';
import { CARD_SORTS, DEFAULT_CARD_SORT, isCardSort, sortCards, type CardSort } from './cardSort';
import { aCard } from './testing/aCard';

function card(id: string, date: string, balance: number): Card {
  return aCard({
    id,
    createdAt: { date },
    actualBalance: { amount: balance },
    availableBalance: { amount: 0 },
  });
}

// b and c were created at the same second; c and d hold the same balance.
const a = card('a', '2026-01-01 09:00:00', 500);
const b = card('b', '2026-02-01 09:00:00', 2000);
const c = card('c', '2026-02-01 09:00:00', 1000);
const d = card('d', '2026-02-01 09:00:01', 1000);
const given = [d, c, a, b];

describe('sortCards', () => {
  it.each<[CardSort, string[]]>([
    ['dateCreatedUp', ['a', 'c', 'b', 'd']],
    ['dateCreatedDown', ['d', 'c', 'b', 'a']],
    ['balanceUp', ['a', 'd', 'c', 'b']],
    ['balanceDown', ['b', 'd', 'c', 'a']],
  ])('%s orders the cards %j, ties keeping their given order', (sort, ids) => {
    expect(sortCards(given, sort).map((x) => x.id)).toEqual(ids);
  });

  it('sorts by actual balance, not available balance', () => {
    const low = aCard({ id: 'low', actualBalance: { amount: 100 }, availableBalance: { amount: 9000 } });
    const high = aCard({ id: 'high', actualBalance: { amount: 200 }, availableBalance: { amount: 0 } });
    expect(sortCards([high, low], 'balanceUp').map((x) => x.id)).toEqual(['low', 'high']);
  });

  it('orders by the time of day too', () => {
    const morning = card('morning', '2026-02-01 08:59:59', 0);
    const later = card('later', '2026-02-01 09:00:00', 0);
    expect(sortCards([later, morning], 'dateCreatedUp').map((x) => x.id)).toEqual(['morning', 'later']);
  });

  it('leaves the given list untouched', () => {
    sortCards(given, 'balanceDown');
    expect(given.map((x) => x.id)).toEqual(['d', 'c', 'a', 'b']);
  });

  it('shows the oldest card first by default', () => {
    expect(DEFAULT_CARD_SORT).toBe('dateCreatedUp');
  });

  it.each([...CARD_SORTS])('recognises %s as a sort', (sort) => {
    expect(isCardSort(sort)).toBe(true);
  });

  it.each(['', 'valueUp', 'dateCreated'])('does not recognise %j as a sort', (value) => {
    expect(isCardSort(value)).toBe(false);
  });
});
