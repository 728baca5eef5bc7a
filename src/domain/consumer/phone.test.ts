import {
  PHONE_KEYS,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  nationalNumber,
  normalisePhoneTyping,
  phoneNumberProblem,
  phoneToSend,
} from './phone';

describe('phone constants', () => {
  it('allow national numbers of 6 to 15 digits', () => {
    expect(PHONE_MIN_DIGITS).toBe(6);
    expect(PHONE_MAX_DIGITS).toBe(15);
  });
});

describe('normalisePhoneTyping', () => {
  it.each([
    ['0612345678', '612345678'],
    ['00612', '612'],
    ['6e12', '612'],
    ['6E12', '612'],
    ['-612', '612'],
    ['0-0e+612', '612'],
    ['612005', '612005'],
    ['000', ''],
    ['', ''],
  ])('turns %p into %p', (typed, kept) => {
    expect(normalisePhoneTyping(typed, 'FR')).toBe(kept);
  });

  it.each([
    // Pasted with the chosen country's code: the code goes with its + or 00, not into the number.
    ['+33 6 11 22 33 44', 'FR', '6 11 22 33 44'],
    ['+33612345678', 'FR', '612345678'],
    ['0033 6 11 22 33 44', 'FR', '6 11 22 33 44'],
    ['+3 3 06 11', 'FR', '6 11'],
    ['+44 7700 900123', 'GB', '7700 900123'],
    // Typed a character at a time: the code stays on show until a digit of the number follows it.
    ['+', 'FR', '+'],
    ['+3', 'FR', '+3'],
    ['+33', 'FR', '+33'],
    ['+33 ', 'FR', '+33 '],
    ['+33 6', 'FR', '6'],
    // Another country's code keeps its +, so that the field can say it does not match.
    ['+44 7700 900123', 'FR', '+44 7700 900123'],
    ['+33 6e1-2', 'GB', '+33 612'],
  ])('turns %p, for %s, into %p', (typed, country, kept) => {
    expect(normalisePhoneTyping(typed, country)).toBe(kept);
  });

  it('leaves a + with another country’s code to the country-mismatch rule', () => {
    expect(phoneNumberProblem(normalisePhoneTyping('+44 7700 900123', 'FR'), 'FR')).toBe(
      PHONE_KEYS.countryMismatch,
    );
  });
});

describe('nationalNumber', () => {
  it.each([
    ['612345678', 'FR', '612345678'],
    ['06 12 34 56 78', 'FR', '612345678'],
    ['+33 6 12 34 56 78', 'FR', '612345678'],
    ['+33 06 12 34 56 78', 'FR', '612345678'],
    ['+44 7911 123456', 'GB', '7911123456'],
    ['33612345678', 'FR', '33612345678'],
  ])('reads %p with %s as %p', (typed, country, national) => {
    expect(nationalNumber(typed, country)).toBe(national);
  });

  it.each([
    ['+44 7911 123456', 'FR'],
    ['+3 612345678', 'FR'],
    ['+33612345678', 'XX'],
  ])('finds no national number in %p for %s', (typed, country) => {
    expect(nationalNumber(typed, country)).toBeNull();
  });
});

describe('phoneToSend', () => {
  it.each([
    ['FR', '06 12 34 56 78', { countryCode: '33', number: '612345678' }],
    ['GB', '+44 7911 123456', { countryCode: '44', number: '7911123456' }],
    ['FR', '+44 7911 123456', { countryCode: '33', number: '+44 7911 123456' }],
  ])('sends %s %p as %p', (country, typed, sent) => {
    expect(phoneToSend(country, typed)).toEqual(sent);
  });
});

describe('phoneNumberProblem', () => {
  it.each([
    ['', PHONE_KEYS.empty],
    ['   ', PHONE_KEYS.empty],
    ['06-12-34-56-78', PHONE_KEYS.invalidCharacters],
    ['06.12.34.56.78', PHONE_KEYS.invalidCharacters],
    ['6123a5678', PHONE_KEYS.invalidCharacters],
    ['6123+45678', PHONE_KEYS.invalidCharacters],
    ['++33612345678', PHONE_KEYS.invalidCharacters],
    ['+', PHONE_KEYS.invalidCharacters],
    ['+ ', PHONE_KEYS.invalidCharacters],
    ['0', PHONE_KEYS.allZeros],
    ['000000', PHONE_KEYS.allZeros],
    ['00 00 00 00 00', PHONE_KEYS.allZeros],
    ['+000000000', PHONE_KEYS.allZeros],
    ['+44 7911 123456', PHONE_KEYS.countryMismatch],
    ['+3 612345678', PHONE_KEYS.countryMismatch],
  ])('reports %p as %s (France chosen)', (typed, key) => {
    expect(phoneNumberProblem(typed, 'FR')).toBe(key);
  });

  it.each([
    ['12345', PHONE_KEYS.tooShort],
    ['123456', null],
    ['123 456', null],
    ['1 2 3 4 5', PHONE_KEYS.tooShort],
    ['123456789012345', null],
    ['1234567890123456', PHONE_KEYS.tooLong],
    ['123 456 789 012 345', null],
    ['+33 12345', PHONE_KEYS.tooShort],
    ['+33 123456', null],
    ['+33 123456789012345', null],
    ['+33 1234567890123456', PHONE_KEYS.tooLong],
    ['0 12345', PHONE_KEYS.tooShort],
    ['0 123456', null],
  ])('counts the national digits of %p: %p', (typed, key) => {
    expect(phoneNumberProblem(typed, 'FR')).toBe(key);
  });

  it('accepts a number with the dial code of the chosen country', () => {
    expect(phoneNumberProblem('+44 7911 123456', 'GB')).toBeNull();
    expect(phoneNumberProblem('+359 88 123 4567', 'BG')).toBeNull();
    expect(phoneNumberProblem('+33 6 12 34 56 78', 'FR')).toBeNull();
  });

  it('does not read a dial code without the plus sign', () => {
    expect(phoneNumberProblem('44 7911 123456', 'FR')).toBeNull();
  });

  it('cannot match a dial code when no supported country is chosen', () => {
    expect(phoneNumberProblem('+33612345678', '')).toBe(PHONE_KEYS.countryMismatch);
    expect(phoneNumberProblem('612345678', '')).toBeNull();
  });
});
