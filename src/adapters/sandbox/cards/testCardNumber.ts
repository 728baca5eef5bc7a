/** Test card numbers are Visa-like: 16 digits starting with 4. */
const PREFIX = '4';
const LENGTH = 16;

/** The Luhn check digit that completes `body` (the number without its last digit). */
export function luhnCheckDigit(body: string): string {
  let sum = 0;
  // Walking from the right, every second digit of the body, starting with the rightmost, is doubled.
  for (let index = 0; index < body.length; index += 1) {
    const digit = Number(body[body.length - 1 - index]);
    const doubled = index % 2 === 0 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isLuhnValid(number: string): boolean {
  if (!/^\d{2,}$/.test(number)) return false;
  return luhnCheckDigit(number.slice(0, -1)) === number.slice(-1);
}

/**
 * A Luhn-valid 16-digit test number starting with 4. `randomDigits(n)` gives n digits from the
 * sandbox's seeded source, so the same seed issues the same numbers.
 */
export function testCardNumber(randomDigits: (count: number) => string): string {
  const body = PREFIX + randomDigits(LENGTH - PREFIX.length - 1);
  return body + luhnCheckDigit(body);
}

/** A three-digit CVV. */
export function testCvv(randomDigits: (count: number) => string): string {
  return randomDigits(3);
}
