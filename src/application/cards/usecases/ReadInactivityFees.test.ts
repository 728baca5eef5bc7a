import { aCard } from '../../../domain/cards/testing/aCard';
import { withInactivityFees } from './ReadInactivityFees';

const FEE = { display: 'WARNING' as const, startingDate: '2026-12-01', feeValue: { amount: 250 } };

describe('the cards with their inactivity fees', () => {
  it('take the fee call’s data over the profile’s, and none where the fee call names none', () => {
    const stale = { ...FEE, display: 'NOTIFICATION' as const };
    const cards = [
      aCard({ id: 'a', inactivityFeeData: stale }),
      aCard({ id: 'b', inactivityFeeData: stale }),
    ];

    const merged = withInactivityFees(cards, [{ id: 'a', ...FEE }]);

    expect(merged.map((card) => [card.id, card.inactivityFeeData])).toEqual([
      ['a', FEE],
      ['b', null],
    ]);
  });
});
