import { formatNumber, formatPercent } from './formatNumbers';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('numbers in the shop languages', () => {
  it.each([
    [1284, 'en', '1,284'],
    [1284, 'fr', `1${NNBSP}284`],
    [4.7, 'en', '4.7'],
    [4.7, 'fr', '4,7'],
  ] as const)('writes %s in %s as %s', (value, language, shown) => {
    expect(formatNumber(value, language)).toBe(shown);
  });

  it.each([
    [5, 'en', '5%'],
    [5, 'fr', `5${NBSP}%`],
    [3, 'en', '3%'],
    [2.5, 'en', '2.5%'],
    [2.555, 'fr', `2,56${NBSP}%`],
  ] as const)('writes %s percent in %s as %s', (percent, language, shown) => {
    expect(formatPercent(percent, language)).toBe(shown);
  });
});
