import {
  containsTag,
  emailAddress,
  matches,
  maxLength,
  minLength,
  noTags,
  oneOf,
  required,
  textOf,
  ticked,
} from './checks';
import { firstFailure } from './FieldCheck';

const form = {};

describe('textOf', () => {
  it.each([
    ['abc', 'abc'],
    [undefined, ''],
    [null, ''],
    [42, ''],
    [true, ''],
  ])('reads %p as %p', (value, text) => {
    expect(textOf(value)).toBe(text);
  });
});

describe('required', () => {
  it.each([[''], ['   '], [undefined], [null]])('fails on %p', (value) => {
    expect(required('k')(value, form)).toBe('k');
  });
  it('passes on any visible text', () => {
    expect(required('k')(' a ', form)).toBeNull();
  });
});

describe('maxLength and minLength', () => {
  it('accept the bound and refuse one more (or one less)', () => {
    expect(maxLength(3, 'k')('abc', form)).toBeNull();
    expect(maxLength(3, 'k')('abcd', form)).toBe('k');
    expect(minLength(3, 'k')('abc', form)).toBeNull();
    expect(minLength(3, 'k')('ab', form)).toBe('k');
  });
});

describe('matches', () => {
  it('checks the pattern and leaves an empty text to the required rule', () => {
    expect(matches(/^\d+$/, 'k')('123', form)).toBeNull();
    expect(matches(/^\d+$/, 'k')('12a', form)).toBe('k');
    expect(matches(/^\d+$/, 'k')('', form)).toBeNull();
  });
});

describe('tags', () => {
  it.each(['<b>', 'a <script>alert(1)</script>', '<>', 'x<a href="y">z'])('finds a tag in %p', (text) => {
    expect(containsTag(text)).toBe(true);
    expect(noTags('k')(text, form)).toBe('k');
  });
  it.each(['1 < 2', '3 > 2', 'a > b < c', 'plain'])('finds no tag in %p', (text) => {
    expect(containsTag(text)).toBe(false);
    expect(noTags('k')(text, form)).toBeNull();
  });
});

describe('oneOf', () => {
  it('accepts listed values and leaves an empty value to the required rule', () => {
    expect(oneOf(['A', 'B'], 'k')('A', form)).toBeNull();
    expect(oneOf(['A', 'B'], 'k')('C', form)).toBe('k');
    expect(oneOf(['A', 'B'], 'k')('', form)).toBeNull();
  });
});

describe('emailAddress', () => {
  it.each(['jane@example.com', 'jane.doe+shop@mail.example.fr'])('accepts %p', (email) => {
    expect(emailAddress('k')(email, form)).toBeNull();
  });
  it.each([
    'jane',
    'jane@',
    'jane@example',
    '@example.com',
    'jane @example.com',
    'jane@@example.com',
    '"<script>alert(1)</script>"@example.com',
    '"jane doe"@example.com',
    'Jane <jane@example.com>',
    'jane@[192.168.0.1]',
    'jane@example.com<b>',
  ])('refuses %p', (email) => {
    expect(emailAddress('k')(email, form)).toBe('k');
  });
});

describe('ticked', () => {
  it('passes only on true', () => {
    expect(ticked('k')(true, form)).toBeNull();
    expect(ticked('k')(false, form)).toBe('k');
    expect(ticked('k')(undefined, form)).toBe('k');
  });
});

describe('firstFailure', () => {
  it('returns the first failing key in list order, or null', () => {
    const checks = [required('a'), maxLength(1, 'b'), minLength(5, 'c')];
    expect(firstFailure(checks, 'xy', form)).toBe('b');
    expect(firstFailure(checks, '', form)).toBe('a');
    expect(firstFailure([maxLength(9, 'b')], 'xy', form)).toBeNull();
  });
});
