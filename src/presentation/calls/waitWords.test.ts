import { createBundledI18n } from '../i18n/testing/createBundledI18n';
import type { AppError } from '../../application/shared/Result';
import { failureMessage } from './failureMessage';

/** How any screen words a 429, whatever its table. */
const tooManyRequestsMessage = (error: AppError) =>
  failureMessage(error, { otherwise: 'errors.unspecified.text' });

describe('failureMessage: the wait after too many tries, on every screen', () => {
  it.each([
    [1, { key: 'errors.tooManyRequests.seconds', values: { count: 1 } }],
    [119, { key: 'errors.tooManyRequests.seconds', values: { count: 119 } }],
    [120, { key: 'errors.tooManyRequests.minutes', values: { count: 2 } }],
    [121, { key: 'errors.tooManyRequests.minutes', values: { count: 3 } }],
    [900, { key: 'errors.tooManyRequests.minutes', values: { count: 15 } }],
  ])('says %i seconds as %j', (seconds, message) => {
    expect(tooManyRequestsMessage({ kind: 'TooManyRequests', timeLeftForRetry: seconds })).toEqual(message);
  });

  it('says a minute when the server did not say how long', () => {
    expect(tooManyRequestsMessage({ kind: 'TooManyRequests' })).toEqual({
      key: 'errors.tooManyRequests.seconds',
      values: { count: 60 },
    });
  });

  it.each([
    ['en', 1, 'Too many attempts. Please try again in 1 second.'],
    ['en', 900, 'Too many attempts. Please try again in 15 minutes.'],
    ['fr', 1, 'Trop de tentatives. Veuillez réessayer dans 1 seconde.'],
    ['fr', 45, 'Trop de tentatives. Veuillez réessayer dans 45 secondes.'],
  ] as const)('reads in %s for %i seconds: %s', (language, seconds, text) => {
    const i18n = createBundledI18n(language);
    const { key, values } = tooManyRequestsMessage({ kind: 'TooManyRequests', timeLeftForRetry: seconds });
    expect(i18n.t(key ?? '', values)).toBe(text);
  });
});
