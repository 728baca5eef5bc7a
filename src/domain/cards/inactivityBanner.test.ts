import type { InactivityFeeData } from './Card';
import { formatFeeStartingDate, inactivityBanner } from './inactivityBanner';
import { aCard } from './testing/aCard';

function fee(display: InactivityFeeData['display'], startingDate: string, amount = 100): InactivityFeeData {
  return { display, startingDate, feeValue: { amount } };
}

describe('inactivityBanner', () => {
  it('shows nothing when no card carries fee data', () => {
    expect(inactivityBanner([aCard({ id: 'a' }), aCard({ id: 'b' })])).toBeNull();
    expect(inactivityBanner([])).toBeNull();
  });

  it.each`
    display           | level
    ${'NOTIFICATION'} | ${'notification'}
    ${'WARNING'}      | ${'warning'}
  `('turns $display data into a $level banner about that card', ({ display, level }) => {
    const card = aCard({ id: 'c1', inactivityFeeData: fee(display, '2026-07-01', 100) });
    expect(inactivityBanner([aCard({ id: 'other' }), card])).toEqual({
      level,
      startingDate: '2026-07-01',
      feeValue: 100,
      cardId: 'c1',
    });
  });

  it('prefers a warning over an earlier notification', () => {
    const cards = [
      aCard({ id: 'notice', inactivityFeeData: fee('NOTIFICATION', '2026-01-01') }),
      aCard({ id: 'warn', inactivityFeeData: fee('WARNING', '2026-12-01') }),
    ];
    expect(inactivityBanner(cards)?.cardId).toBe('warn');
  });

  it.each`
    display
    ${'WARNING'}
    ${'NOTIFICATION'}
  `('among $display banners prefers the earliest starting date', ({ display }) => {
    const cards = [
      aCard({ id: 'later', inactivityFeeData: fee(display, '2026-07-02') }),
      aCard({ id: 'earlier', inactivityFeeData: fee(display, '2026-07-01') }),
    ];
    expect(inactivityBanner(cards)?.cardId).toBe('earlier');
  });

  it('keeps the card listed first when level and date are the same', () => {
    const cards = [
      aCard({ id: 'first', inactivityFeeData: fee('WARNING', '2026-07-01') }),
      aCard({ id: 'second', inactivityFeeData: fee('WARNING', '2026-07-01') }),
    ];
    expect(inactivityBanner(cards)?.cardId).toBe('first');
  });
});

describe('formatFeeStartingDate', () => {
  it.each([
    ['2026-07-01', '01/07/2026'],
    ['2026-12-31', '31/12/2026'],
  ])('shows %s as %s', (date, shown) => {
    expect(formatFeeStartingDate(date)).toBe(shown);
  });

  it.each(['', '2026-7-01', '01/07/2026', '2026-07-01 10:00:00'])('shows %j unchanged', (date) => {
    expect(formatFeeStartingDate(date)).toBe(date);
  });
});
