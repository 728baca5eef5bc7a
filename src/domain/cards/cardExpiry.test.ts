import { formatExpiry } from './cardExpiry';

describe('formatExpiry', () => {
  it.each([
    ['1227', '12/27'],
    ['0130', '01/30'],
  ])('shows %s as %s', (mmyy, shown) => {
    expect(formatExpiry(mmyy)).toBe(shown);
  });

  it.each(['', '127', '12270', '12/27', 'ab27'])('shows %j unchanged', (value) => {
    expect(formatExpiry(value)).toBe(value);
  });
});
