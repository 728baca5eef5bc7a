import type { InactivityFeeData } from './Card';
import { inactivityNotice } from './inactivityNotice';
import { aCard } from './testing/aCard';

function fee(display: InactivityFeeData['display'], startingDate: string, amount = 100): InactivityFeeData {
  return { display, startingDate, feeValue: { amount } };
}

describe('inactivityNotice', () => {
  it('is null for a card without fee data', () => {
    expect(inactivityNotice(aCard({ id: 'a' }))).toBeNull();
  });

  it.each`
    display           | level
    ${'NOTIFICATION'} | ${'notification'}
    ${'WARNING'}      | ${'warning'}
  `('turns $display data into a $level notice', ({ display, level }) => {
    const card = aCard({ id: 'c1', inactivityFeeData: fee(display, '2026-07-01', 100) });
    expect(inactivityNotice(card)).toEqual({ level, startingDate: '2026-07-01', feeValue: 100 });
  });

  it("gives each card its own notice: a warning on one card does not hide another card's notification", () => {
    const cards = [
      aCard({ id: 'notice', inactivityFeeData: fee('NOTIFICATION', '2026-01-01') }),
      aCard({ id: 'warn', inactivityFeeData: fee('WARNING', '2026-12-01') }),
    ];
    expect(cards.map((card) => inactivityNotice(card)?.level)).toEqual(['notification', 'warning']);
  });
});
