import type { AppError } from '../../application/shared/Result';
import { createBundledI18n } from '../i18n/testing/createBundledI18n';
import { messageOf, serverFieldMessage, serverWords } from '../messages/Message';
import { failureMessage, type FailureWords } from './failureMessage';

const offlineWithTransportWords: AppError = { kind: 'NetworkError', errorMessage: 'Failed to fetch' };
const serverFaultWithWords: AppError = { kind: 'ServerError', errorMessage: 'The issuer is down.' };
const signedOut: AppError = { kind: 'Unauthorized' };
const missing: AppError = { kind: 'NotFound' };
const tooMany: AppError = { kind: 'TooManyRequests', timeLeftForRetry: 30 };
const refusedWithWords: AppError = { kind: 'InvalidFields', errorCode: 'somethingElse', errorMessage: 'No.' };
const refusedSilently: AppError = { kind: 'InvalidFields', errorCode: 'somethingElse' };
const refusedBare: AppError = { kind: 'InvalidFields' };

describe('failureMessage: what a screen says of a failed call', () => {
  const words: FailureWords = {
    codes: { promoInvalid: 'payment.promo.invalid', tooEarly: { waitKey: 'auth.errors.tooEarly' } },
    offline: 'cards.block.networkFailed',
    serverFault: 'cardDetails.errors.server',
    signIn: 'cards.block.signInAgain',
    notFound: 'payment.sandbox.notFound',
    otherwise: 'cards.block.failed',
  };

  it('says how long to wait after too many tries, in seconds or in minutes', () => {
    expect(failureMessage(tooMany, words)).toEqual(
      messageOf('errors.tooManyRequests.seconds', { count: 30 }),
    );
    expect(failureMessage({ kind: 'TooManyRequests', timeLeftForRetry: 600 }, words)).toEqual(
      messageOf('errors.tooManyRequests.minutes', { count: 10 }),
    );
    expect(failureMessage({ kind: 'TooManyRequests' }, words)).toEqual(
      messageOf('errors.tooManyRequests.seconds', { count: 60 }),
    );
  });

  it("uses the screen's words for an error code first, counting a wait where they name one", () => {
    const promo: AppError = { kind: 'InvalidFields', errorCode: 'promoInvalid', errorMessage: 'Invalid.' };
    expect(failureMessage(promo, words)).toEqual(messageOf('payment.promo.invalid'));
    const early: AppError = { kind: 'InvalidFields', errorCode: 'tooEarly', timeLeftForRetry: 42 };
    expect(failureMessage(early, words)).toEqual(messageOf('auth.errors.tooEarly', { count: 42 }));
  });

  it('then its words for the kind of failure', () => {
    expect(failureMessage(offlineWithTransportWords, words)).toEqual(messageOf('cards.block.networkFailed'));
    expect(failureMessage(serverFaultWithWords, words)).toEqual(messageOf('cardDetails.errors.server'));
    expect(failureMessage(signedOut, words)).toEqual(messageOf('cards.block.signInAgain'));
    expect(failureMessage(missing, words)).toEqual(messageOf('payment.sandbox.notFound'));
  });

  it("never shows the transport's words for a lost connection: they are not the page's language", () => {
    expect(failureMessage(offlineWithTransportWords, { otherwise: 'payment.promo.failed' })).toEqual(
      messageOf('payment.promo.failed'),
    );
  });

  it("shows the server's message on a field the screen names", () => {
    const amount: AppError = {
      kind: 'InvalidFields',
      invalidFields: [{ fieldName: 'amount', errors: ['cards.order.max'] }],
    };
    expect(failureMessage(amount, { fields: ['amount'], otherwise: 'landing.order.errors.general' })).toEqual(
      serverFieldMessage('cards.order.max'),
    );
  });

  it.each([
    ['instead', refusedWithWords, serverWords('No.')],
    ['instead', refusedSilently, messageOf('deactivation.errors.failed')],
    ['after', refusedWithWords, { key: 'deactivation.errors.failed', detail: 'No.' }],
    ['after', refusedSilently, messageOf('deactivation.errors.failed')],
    ['reference', refusedWithWords, { key: 'deactivation.errors.failed', detail: 'No.' }],
    ['reference', refusedSilently, { key: 'deactivation.errors.failed', detail: 'somethingElse' }],
    ['reference', refusedBare, { key: 'deactivation.errors.failed', detail: 'InvalidFields' }],
    ['never', refusedWithWords, messageOf('deactivation.errors.failed')],
  ] as const)(
    "serverWords '%s': the server's own sentence and the general words of %j",
    (mode, error, message) => {
      expect(failureMessage(error, { serverWords: mode, otherwise: 'deactivation.errors.failed' })).toEqual(
        message,
      );
    },
  );

  it('reads in both languages', () => {
    const early: AppError = { kind: 'InvalidFields', errorCode: 'tooEarly', timeLeftForRetry: 5 };
    const { key, values } = failureMessage(early, words);
    expect(createBundledI18n('en').t(key ?? '', values)).toMatch(/5/);
    expect(createBundledI18n('fr').t(key ?? '', values)).toMatch(/5/);
  });
});
