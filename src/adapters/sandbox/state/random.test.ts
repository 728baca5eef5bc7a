import { initialState } from './initialState';
import { randomDigits, randomText } from './random';

describe('the sandbox random source', () => {
  it('draws strings of the length asked, from their alphabet', () => {
    const state = initialState();
    expect(randomDigits(state, 16)).toMatch(/^\d{16}$/);
    expect(randomText(state, 25)).toMatch(/^[a-z0-9]{25}$/);
  });

  it('reaches every character of the alphabet, unseeded', () => {
    const state = initialState();
    const drawn = new Set(randomText(state, 2000));
    expect(drawn.size).toBe(36);
  });

  it('never repeats itself unseeded: two 25-character tokens differ', () => {
    const state = initialState();
    expect(randomText(state, 25)).not.toBe(randomText(state, 25));
  });

  it('repeats a seeded sequence, and a string drawn in two parts continues it', () => {
    const whole = randomDigits(initialState(42), 12);
    const state = initialState(42);
    const parts = randomDigits(state, 5) + randomDigits(state, 7);
    expect(parts).toBe(whole);
    expect(state.randomState).not.toBe(42);
  });
});
