import { PASSWORD_KEYS, PASSWORD_MAX, PASSWORD_MIN, SECURE_INPUT_MAX, passwordProblem } from './password';

/** A password of `length` characters with letters and digits. */
function passwordOf(length: number): string {
  return 'a1'.repeat(length).slice(0, length);
}

describe('password constants', () => {
  it('are 8 to 99 characters, 20 in the secure input', () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(PASSWORD_MAX).toBe(99);
    expect(SECURE_INPUT_MAX).toBe(20);
  });
});

describe('passwordProblem', () => {
  it.each([
    [7, PASSWORD_MAX, PASSWORD_KEYS.tooShort],
    [8, PASSWORD_MAX, null],
    [99, PASSWORD_MAX, null],
    [100, PASSWORD_MAX, PASSWORD_KEYS.tooLong],
    [7, SECURE_INPUT_MAX, PASSWORD_KEYS.tooShort],
    [20, SECURE_INPUT_MAX, null],
    [21, SECURE_INPUT_MAX, PASSWORD_KEYS.tooLong],
  ])('a password of %i characters, at most %i: %p', (length, max, key) => {
    expect(passwordProblem(passwordOf(length), max)).toBe(key);
  });

  it.each([
    ['', PASSWORD_KEYS.empty],
    ['abcdefgh', PASSWORD_KEYS.invalid],
    ['12345678', PASSWORD_KEYS.invalid],
    ['        ', PASSWORD_KEYS.invalid],
    ['!!!!1111', PASSWORD_KEYS.invalid],
    ['abc 1234', null],
    ['élève2024', null],
    ['  ab12  ', null],
    ['ab1', PASSWORD_KEYS.tooShort],
  ])('%p: %p', (password, key) => {
    expect(passwordProblem(password, PASSWORD_MAX)).toBe(key);
  });

  it('uses the spec keys for empty and invalid', () => {
    expect(PASSWORD_KEYS.empty).toBe('auth.errors.password.empty');
    expect(PASSWORD_KEYS.invalid).toBe('auth.errors.password.invalid');
    expect(PASSWORD_KEYS.general).toBe('auth.errors.password.general');
  });
});
