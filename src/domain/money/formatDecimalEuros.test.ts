import { formatDecimalEuros } from './formatDecimalEuros';

describe('formatDecimalEuros', () => {
  it.each([
    [1250, '12.50', '12,50'],
    [1, '0.01', '0,01'],
    [0, '0.00', '0,00'],
    [123456, '1234.56', '1234,56'],
    [100000000, '1000000.00', '1000000,00'],
    [-1999, '-19.99', '-19,99'],
  ])('writes %i cents as %s in English and %s in French', (cents, english, french) => {
    expect(formatDecimalEuros(cents, 'en')).toBe(english);
    expect(formatDecimalEuros(cents, 'fr')).toBe(french);
  });
});
