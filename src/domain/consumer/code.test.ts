import {
  CODE_KEYS,
  CODE_LENGTH,
  codeDigits,
  codeProblem,
  formatCodeForDisplay,
  codeTyping,
  isCodeComplete,
} from './code';

describe('code length', () => {
  it('is 6', () => {
    expect(CODE_LENGTH).toBe(6);
  });
});

describe('formatCodeForDisplay', () => {
  it.each([
    ['123456', '12-34-56'],
    ['12-34-56', '12-34-56'],
    ['', ''],
  ])('shows %p as %p', (code, shown) => {
    expect(formatCodeForDisplay(code)).toBe(shown);
  });
});

describe('codeTyping', () => {
  it.each([
    ['1', '1', false],
    ['12', '12', false],
    ['123', '12-3', false],
    ['1234', '12-34', false],
    ['12-34', '12-34', false],
    ['12-345', '12-34-5', false],
    ['123456', '12-34-56', false],
    ['1234567', '12-34-56', false],
    ['12-34-56-7', '12-34-56', false],
    ['12 34 56', '12-34-56', false],
    ['12-', '12', false],
    ['', '', false],
    // Anything but digits (and the dashes and spaces a code is written with) stays out, and is said.
    ['1a', '1', true],
    ['12ab34', '12-34', true],
    ['12-34-5x', '12-34-5', true],
    ['١٢٣', '', true],
  ])('shows %p as %p, refusing something: %p', (typed, shown, refused) => {
    expect(codeTyping(typed)).toEqual({ shown, refused });
  });
});

describe('codeDigits', () => {
  it.each([
    ['12-34-56', '123456'],
    ['12-3', '123'],
    ['12 34 56', '123456'],
  ])('reads %p as %p', (shown, code) => {
    expect(codeDigits(shown)).toBe(code);
  });
});

describe('isCodeComplete', () => {
  it.each([
    ['12-34-56', true],
    ['123456', true],
    ['12-34-5', false],
    ['12345', false],
    ['12-34-5a', false],
    ['', false],
  ])('%p is complete: %p', (shown, complete) => {
    expect(isCodeComplete(shown)).toBe(complete);
  });
});

describe('codeProblem', () => {
  it.each([
    ['12-34-56', null],
    ['123456', null],
    ['12345', CODE_KEYS.wrongLength],
    ['12-34-5', CODE_KEYS.wrongLength],
    ['1234567', CODE_KEYS.wrongLength],
    ['', CODE_KEYS.wrongLength],
    ['12-34-5a', CODE_KEYS.notNumeric],
    ['1a', CODE_KEYS.notNumeric],
    ['abcdef', CODE_KEYS.notNumeric],
  ])('reports %p as %p', (shown, key) => {
    expect(codeProblem(shown)).toBe(key);
  });

  it('uses the spec keys', () => {
    expect(CODE_KEYS).toEqual({
      wrongLength: 'verify.mobileCodeIncorrect',
      notNumeric: 'verify.mobileInputCode',
    });
  });
});
