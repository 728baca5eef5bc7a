import type { CancelOption } from './Card';
import { balanceCoversFee, transferredAmount } from './transferredAmount';
import { aCard } from './testing/aCard';

const withBalance = (cents: number) =>
  aCard({ actualBalance: { amount: cents }, availableBalance: { amount: 0 } });

describe('transferredAmount', () => {
  it.each<[CancelOption, number, number]>([
    ['transfer', 1000, 900],
    ['transfer', 101, 1],
    ['transfer', 100, 0],
    ['transfer', 99, 0],
    ['transfer', 0, 0],
    ['new_card', 1000, 650],
    ['new_card', 351, 1],
    ['new_card', 350, 0],
    ['new_card', 349, 0],
    ['just_cancel', 1000, 0],
  ])('%s with an actual balance of %i cents moves %i cents', (option, balance, moved) => {
    expect(transferredAmount(withBalance(balance), option)).toBe(moved);
  });
});

describe('balanceCoversFee', () => {
  it.each<[CancelOption, number, boolean]>([
    ['transfer', 100, true],
    ['transfer', 99, false],
    ['new_card', 350, true],
    ['new_card', 349, false],
    ['just_cancel', 0, true],
  ])('%s with %i cents: %s', (option, balance, covered) => {
    expect(balanceCoversFee(withBalance(balance), option)).toBe(covered);
  });
});
