import { isSameEmail, normaliseEmailInput } from './email';

describe('isSameEmail', () => {
  it.each([
    ['jane@example.com', 'jane@example.com', true],
    ['Jane@Example.COM', 'jane@example.com', true],
    [' jane@example.com ', 'jane@example.com', true],
    ['jane@example.com', 'jane@example.fr', false],
    ['jane.doe@example.com', 'jane@example.com', false],
  ])('%p and %p are the same address: %p', (a, b, same) => {
    expect(isSameEmail(a, b)).toBe(same);
  });
});

describe('normaliseEmailInput', () => {
  it('drops surrounding spaces only', () => {
    expect(normaliseEmailInput('  Jane@Example.com ')).toBe('Jane@Example.com');
  });
});
