import { CARD_FILTERS, DEFAULT_CARD_FILTER, filterCards, isCardFilter, type CardFilter } from './cardFilter';
import { aCard } from './testing/aCard';

const active = aCard({ id: 'active' });
const inactive = aCard({ id: 'inactive', state: 'INACTIVE' });
const blocked = aCard({ id: 'blocked', isBlocked: true });
const blockedInactive = aCard({ id: 'blocked-inactive', state: 'INACTIVE', isBlocked: true });
const cancelled = aCard({ id: 'cancelled', isCancelled: true });
const blockedAndCancelled = aCard({ id: 'blocked-cancelled', isBlocked: true, isCancelled: true });
const cards = [active, inactive, blocked, blockedInactive, cancelled, blockedAndCancelled];

describe('filterCards', () => {
  it.each<[CardFilter, string[]]>([
    ['all', ['active', 'inactive', 'blocked', 'blocked-inactive', 'cancelled', 'blocked-cancelled']],
    ['active', ['active']],
    ['deactivated', ['cancelled', 'blocked-cancelled']],
    ['blocked', ['blocked', 'blocked-inactive']],
  ])('the %s filter keeps %j in their order', (filter, ids) => {
    expect(filterCards(cards, filter).map((card) => card.id)).toEqual(ids);
  });

  it('returns a new list, leaving the given one untouched', () => {
    const given = [active, blocked];
    const result = filterCards(given, 'all');
    expect(result).not.toBe(given);
    expect(given.map((card) => card.id)).toEqual(['active', 'blocked']);
  });

  it('finds nothing in an empty wallet', () => {
    expect(filterCards([], 'active')).toEqual([]);
  });

  it('starts on all', () => {
    expect(DEFAULT_CARD_FILTER).toBe('all');
  });

  it.each([...CARD_FILTERS])('recognises %s as a filter', (filter) => {
    expect(isCardFilter(filter)).toBe(true);
  });

  it.each(['', 'Active', 'cancelled'])('does not recognise %j as a filter', (value) => {
    expect(isCardFilter(value)).toBe(false);
  });
});
