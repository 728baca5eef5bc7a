import type { AppError } from '../../application/shared/Result';
import { failureMessage as authFailure } from '../auth/authMessages';
import { CARD_DETAILS_KEYS } from '../cards/CardDetailsPresenter';
import { cardActionFailure } from '../cards/cardMessages';
import { deactivationFailure } from '../cards/deactivation/deactivationMessages';
import { createBundledI18n } from '../i18n/testing/createBundledI18n';
import { messageOf, messageWithDetail, serverFieldMessage, serverWords } from '../messages/Message';
import { tooManyRequestsMessage } from '../messages/waitMessage';
import { amountFailure, promoFailure } from '../payment/paymentMessages';
import { generalFailureWithMessage } from '../registration/ProfileStepForm';
import { failureOfSend, translatedFailure } from '../verification/failure';
import { failureMessage, type FailureWords } from './failureMessage';

const offline: AppError = { kind: 'NetworkError' };
const offlineWithTransportWords: AppError = { kind: 'NetworkError', errorMessage: 'Failed to fetch' };
const serverFault: AppError = { kind: 'ServerError' };
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

/**
 * Each screen's table, against the function it replaces: the same words for every failure but
 * those named, where the table's are the decided ones. Every 429 says how long to wait (the auth,
 * verification, promo and card-details screens did; the others showed their general words, or the
 * server's); a lost connection never shows the transport's own (English) words. When a screen moves
 * onto its table (docs/presentation.md, round 2), its function goes and its row here with it.
 */
describe('the screens’ tables say what their own functions said', () => {
  const everyFailure: Record<string, AppError> = {
    offline,
    offlineWithTransportWords,
    serverFault,
    serverFaultWithWords,
    signedOut,
    missing,
    tooMany,
    refusedWithWords,
    refusedSilently,
    refusedBare,
    tooEarly: { kind: 'InvalidFields', errorCode: 'tooEarly', timeLeftForRetry: 12 },
    invalidCredentials: { kind: 'InvalidFields', errorCode: 'invalidCredentials', errorMessage: 'Bad.' },
    captchaInvalid: { kind: 'InvalidFields', errorCode: 'captchaInvalid' },
    promoInvalid: { kind: 'InvalidFields', errorCode: 'promoInvalid', errorMessage: 'Invalid.' },
    accountLimitReached: { kind: 'InvalidFields', errorCode: 'accountLimitReached', errorMessage: 'Limit.' },
    amountField: {
      kind: 'InvalidFields',
      invalidFields: [{ fieldName: 'amount', errors: ['cards.order.max'] }],
    },
  };
  const wait = messageOf('errors.tooManyRequests.seconds', { count: 30 });

  const screens: {
    name: string;
    words: FailureWords;
    before: (error: AppError) => unknown;
    decided?: Record<string, unknown>;
  }[] = [
    {
      name: 'auth (auth/authMessages failureMessage)',
      words: {
        codes: {
          invalidCredentials: 'auth.errors.login.invalidCredentials',
          otpInvalid: 'auth.errors.oneTimeCode.invalid',
          otpSpent: 'auth.errors.oneTimeCode.spent',
          captchaInvalid: 'auth.errors.captchaInvalid',
          resetLinkInvalid: 'auth.errors.reset.linkInvalid',
          emailTaken: 'auth.errors.email.taken',
          tooEarly: { waitKey: 'auth.errors.tooEarly' },
        },
        offline: 'auth.errors.network',
        otherwise: 'auth.errors.general',
      },
      before: authFailure,
    },
    {
      name: 'verification sends (verification/failure failureOfSend)',
      words: {
        codes: { captchaInvalid: 'verification.errors.captcha' },
        signIn: 'verification.errors.signInAgain',
        otherwise: 'verification.errors.unspecified',
      },
      before: failureOfSend,
    },
    {
      name: 'verification dialogs (verification/failure translatedFailure)',
      words: { codes: { captchaInvalid: 'verification.errors.captcha' }, otherwise: 'verify.errors.general' },
      before: (error) => translatedFailure(error, 'verify.errors.general'),
    },
    {
      name: 'registration steps (registration/ProfileStepForm generalFailureWithMessage)',
      words: { serverWords: 'after', otherwise: 'registration.errors.general' },
      before: generalFailureWithMessage,
      decided: { tooMany: wait, offlineWithTransportWords: messageOf('registration.errors.general') },
    },
    {
      name: 'block (cards/cardMessages cardActionFailure)',
      words: {
        offline: 'cards.block.networkFailed',
        signIn: 'cards.block.signInAgain',
        otherwise: 'cards.block.failed',
      },
      before: (error) => cardActionFailure('block', error),
      decided: { tooMany: wait },
    },
    {
      name: 'deactivation (cards/deactivation/deactivationMessages deactivationFailure)',
      words: {
        offline: 'deactivation.errors.network',
        signIn: 'deactivation.errors.signInAgain',
        serverWords: 'reference',
        otherwise: 'deactivation.errors.failed',
      },
      before: deactivationFailure,
      decided: { tooMany: wait },
    },
    {
      name: 'promo code (payment/paymentMessages promoFailure)',
      words: {
        codes: { promoInvalid: 'payment.promo.invalid' },
        signIn: 'payment.errors.signInAgain',
        otherwise: 'payment.promo.failed',
      },
      before: promoFailure,
      decided: { offlineWithTransportWords: messageOf('payment.promo.failed') },
    },
    {
      name: 'amount (payment/paymentMessages amountFailure)',
      words: {
        codes: {
          accountLimitReached: 'payment.amount.refusals.accountLimitReached',
          registrationIncomplete: 'payment.amount.refusals.registrationIncomplete',
        },
        signIn: 'payment.errors.signInAgain',
        otherwise: 'payment.amount.failed',
      },
      before: amountFailure,
      decided: { tooMany: wait, offlineWithTransportWords: messageOf('payment.amount.failed') },
    },
    {
      name: 'the order box (landing/OrderBoxPresenter failureMessage)',
      words: {
        codes: {
          accountLimitReached: 'landing.order.errors.accountLimitReached',
          registrationIncomplete: 'landing.order.errors.registrationIncomplete',
        },
        offline: 'landing.order.errors.network',
        fields: ['amount'],
        serverWords: 'after',
        otherwise: 'landing.order.errors.general',
      },
      // Private to its presenter: its rule as it reads.
      before: (error) => {
        if (error.kind === 'NetworkError') return messageOf('landing.order.errors.network');
        if (error.errorCode === 'accountLimitReached')
          return messageOf('landing.order.errors.accountLimitReached');
        const amountError = error.invalidFields?.find((field) => field.fieldName === 'amount')?.errors[0];
        if (amountError !== undefined) return serverFieldMessage(amountError);
        return messageWithDetail('landing.order.errors.general', error.errorMessage);
      },
      decided: { tooMany: wait },
    },
    {
      name: 'card details (cards/CardDetailsPresenter problem)',
      words: {
        offline: CARD_DETAILS_KEYS.network,
        serverFault: CARD_DETAILS_KEYS.server,
        serverWords: 'never',
        otherwise: CARD_DETAILS_KEYS.general,
      },
      // Private to its presenter: its rule as it reads.
      before: (error) =>
        error.kind === 'NetworkError'
          ? messageOf(CARD_DETAILS_KEYS.network)
          : error.kind === 'ServerError'
            ? messageOf(CARD_DETAILS_KEYS.server)
            : error.kind === 'TooManyRequests'
              ? tooManyRequestsMessage(error)
              : messageOf(CARD_DETAILS_KEYS.general),
    },
  ];

  it.each(screens)('$name', ({ words, before, decided = {} }) => {
    const now = Object.fromEntries(
      Object.entries(everyFailure).map(([name, error]) => [name, failureMessage(error, words)]),
    );
    const then = Object.fromEntries(
      Object.entries(everyFailure).map(([name, error]) => [name, decided[name] ?? before(error)]),
    );
    expect(now).toEqual(then);
  });
});
