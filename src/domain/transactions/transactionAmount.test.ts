import { absoluteAmount, isMoneyIn } from './transactionAmount';

describe('absoluteAmount', () => {
  it.each([
    [-1234, 1234],
    [-1, 1],
    [0, 0],
    [1, 1],
    [500, 500],
  ])('shows %i cents as %i cents', (amount, shown) => {
    expect(absoluteAmount({ amount })).toBe(shown);
  });
});

describe('isMoneyIn', () => {
  it.each([
    [-1, false],
    [0, false],
    [1, true],
    [500, true],
  ])('tells %i cents as money in: %s', (amount, moneyIn) => {
    expect(isMoneyIn({ amount })).toBe(moneyIn);
  });
});
