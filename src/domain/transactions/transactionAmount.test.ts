import { absoluteAmount } from './transactionAmount';

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
