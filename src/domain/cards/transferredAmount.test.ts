import type { CancelOption } from './Card';
import { balanceCoversFee, transferredAmount } from './transferredAmount';
import { aCard } from './testing/aCard';

/** Held for a pending payment: the actual balance is higher than the available one by this much. */
const HELD = 1200;
const withBalance = (cents: number) =>
  aCard({ actualBalance: { amount: cents + HELD }, availableBalance: { amount: cents } });

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
  ])('%s with an available balance of %i cents (and more held) moves %i cents', (option, balance, moved) => {
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
  ])('%s with %i cents available (and more held): %s', (option, balance, covered) => {
    expect(balanceCoversFee(withBalance(balance), option)).toBe(covered);
  });
});
