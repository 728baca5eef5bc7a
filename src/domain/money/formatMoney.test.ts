import { formatMoney } from './formatMoney';

// French output as Intl produces it: U+00A0 (no-break space) before the euro sign,
// U+202F (narrow no-break space) between groups of thousands.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatMoney', () => {
  it.each([
    [5000, '€50.00'],
    [2000, '€20.00'],
    [500, '€5.00'],
    [1, '€0.01'],
    [50, '€0.50'],
    [1999, '€19.99'],
    [123456, '€1,234.56'],
    [0, '€0'],
    [-1234, '-€12.34'],
    [-100, '-€1.00'],
  ])('shows %i cents in English as %s', (cents, shown) => {
    expect(formatMoney(cents, 'en')).toBe(shown);
  });

  it.each([
    [5000, `50,00${NBSP}€`],
    [2000, `20,00${NBSP}€`],
    [1, `0,01${NBSP}€`],
    [1999, `19,99${NBSP}€`],
    [123456, `1${NNBSP}234,56${NBSP}€`],
    [0, `0${NBSP}€`],
    [-1234, `-12,34${NBSP}€`],
  ])('shows %i cents in French as %s', (cents, shown) => {
    expect(formatMoney(cents, 'fr')).toBe(shown);
  });

  it('shows zero without decimals in both languages', () => {
    expect(formatMoney(0, 'en')).not.toContain('.');
    expect(formatMoney(0, 'fr')).not.toContain(',');
  });
});
