import { expiryInWords, formatExpiry } from './cardExpiry';

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

describe('expiryInWords', () => {
  it.each([
    ['0327', 'en', 'March 2027'],
    ['0327', 'fr', 'mars 2027'],
    ['0130', 'en', 'January 2030'],
    ['1229', 'fr', 'décembre 2029'],
  ] as const)('reads %s in %s as %s', (mmyy, language, words) => {
    expect(expiryInWords(mmyy, language)).toBe(words);
  });

  it.each(['1327', '0027', 'ab27', '127'])('reads %j as it is shown, not as a made-up date', (value) => {
    expect(expiryInWords(value, 'en')).toBe(formatExpiry(value));
  });
});
