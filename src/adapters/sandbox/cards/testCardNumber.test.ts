import { isLuhnValid, luhnCheckDigit, testCardNumber, testCvv } from './testCardNumber';

function digitsFrom(source: string) {
  let position = 0;
  return (count: number) => {
    const taken = source.slice(position, position + count).padEnd(count, '0');
    position += count;
    return taken;
  };
}

describe('test card numbers', () => {
  it.each([
    ['4111111111111111', true],
    ['4012888888881881', true],
    ['79927398713', true],
    ['4111111111111112', false],
    ['79927398710', false],
    ['', false],
    ['4', false],
    ['4111 1111 1111 1111', false],
  ])('%j is Luhn-valid: %s', (number, valid) => {
    expect(isLuhnValid(number)).toBe(valid);
  });

  it('computes the check digit of a known number', () => {
    expect(luhnCheckDigit('411111111111111')).toBe('1');
    expect(luhnCheckDigit('7992739871')).toBe('3');
  });

  it.each(['00000000000000', '12345678901234', '99999999999999', '31415926535897'])(
    'makes a 16-digit Luhn-valid number starting with 4 from the digits %s',
    (source) => {
      const number = testCardNumber(digitsFrom(source));
      expect(number).toMatch(/^4\d{15}$/);
      expect(number.slice(1, 15)).toBe(source);
      expect(isLuhnValid(number)).toBe(true);
    },
  );

  it('makes a three-digit CVV', () => {
    expect(testCvv(digitsFrom('987'))).toBe('987');
  });
});
