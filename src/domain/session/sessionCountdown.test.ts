import { formatCountdown, isSessionExpired, secondsLeft } from './sessionCountdown';

const now = new Date('2026-03-01T12:00:00.000Z');
const inSeconds = (s: number): string => new Date(now.getTime() + s * 1000).toISOString();

describe('secondsLeft', () => {
  it.each([0, 1, 59, 60, 61, 3600])('counts %i seconds to an expiry %i seconds away', (s) => {
    expect(secondsLeft(inSeconds(s), now)).toBe(s);
  });

  it.each([0.001, 0.999])('drops a part second (%p s away counts as 0)', (s) => {
    expect(secondsLeft(inSeconds(s), now)).toBe(0);
  });

  it('counts 1 second to an expiry 1.999 s away', () => {
    expect(secondsLeft(inSeconds(1.999), now)).toBe(1);
  });

  it.each([-1, -3600])('never goes below zero for an expiry in the past (%i s)', (s) => {
    expect(secondsLeft(inSeconds(s), now)).toBe(0);
  });

  it('reads an expiry given with a time zone offset', () => {
    expect(secondsLeft('2026-03-01T13:01:00+01:00', now)).toBe(60);
  });

  it('treats an unreadable expiry as expired', () => {
    expect(secondsLeft('not a date', now)).toBe(0);
  });
});

describe('isSessionExpired', () => {
  it.each([
    [-1, true],
    [0, true],
    [0.5, true],
    [1, false],
    [60, false],
  ])('an expiry %p s away is expired: %p', (s, expired) => {
    expect(isSessionExpired(inSeconds(s), now)).toBe(expired);
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '00:00'],
    [1, '00:01'],
    [59, '00:59'],
    [60, '01:00'],
    [61, '01:01'],
    [599, '09:59'],
    [3600, '60:00'],
    [6000, '100:00'],
    [-5, '00:00'],
    [61.7, '01:01'],
  ])('shows %p seconds as %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });
});
