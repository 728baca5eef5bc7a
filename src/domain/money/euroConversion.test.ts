import { centsToEuros, eurosToCents } from './euroConversion';

describe('euro conversion', () => {
  it.each([
    [2000, 20],
    [500, 5],
    [1999, 19.99],
    [0, 0],
  ])('turns %i cents into %d euros', (cents, euros) => {
    expect(centsToEuros(cents)).toBe(euros);
  });

  it.each([
    [20, 2000],
    [19.99, 1999],
    [0.29, 29],
    [0, 0],
  ])('turns %d euros into %i cents', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });
});
