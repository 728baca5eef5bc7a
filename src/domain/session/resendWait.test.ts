import { RESEND_WAIT_SECONDS } from '../timing';
import { canResend, resendAllowedAfter, secondsUntilAllowed } from './resendWait';

const now = new Date('2026-03-01T12:00:00.000Z');
const inSeconds = (s: number): string => new Date(now.getTime() + s * 1000).toISOString();

describe('secondsUntilAllowed', () => {
  it('lets a message go when no wait is set', () => {
    expect(secondsUntilAllowed(null, now)).toBe(0);
  });

  it.each([0, 1, 59, 60, 61])('waits %i seconds for a time %i seconds away', (s) => {
    expect(secondsUntilAllowed(inSeconds(s), now)).toBe(s);
  });

  it.each([0.001, 0.999])('rounds a part second up (%p s away waits 1)', (s) => {
    expect(secondsUntilAllowed(inSeconds(s), now)).toBe(1);
  });

  it('waits no more for a time in the past', () => {
    expect(secondsUntilAllowed(inSeconds(-30), now)).toBe(0);
  });

  it('does not hold the consumer back on an unreadable time', () => {
    expect(secondsUntilAllowed('soon', now)).toBe(0);
  });
});

describe('canResend', () => {
  it.each([
    [null, true],
    [inSeconds(-1), true],
    [inSeconds(0), true],
    [inSeconds(0.5), false],
    [inSeconds(1), false],
  ])('with a wait until %p, may resend: %p', (allowAfter, allowed) => {
    expect(canResend(allowAfter, now)).toBe(allowed);
  });
});

describe('resendAllowedAfter', () => {
  it('allows the next message the resend wait after sending', () => {
    const allowAfter = resendAllowedAfter(now);
    expect(secondsUntilAllowed(allowAfter, now)).toBe(RESEND_WAIT_SECONDS);
    expect(canResend(allowAfter, new Date(now.getTime() + (RESEND_WAIT_SECONDS - 1) * 1000))).toBe(false);
    expect(canResend(allowAfter, new Date(now.getTime() + RESEND_WAIT_SECONDS * 1000))).toBe(true);
  });
});
