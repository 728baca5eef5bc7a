import { failureMessage } from '../calls/failureMessage';
import type { AppError } from '../../application/shared/Result';
import { SEND_WORDS } from './failure';

const failureOfSend = (error: AppError) => failureMessage(error, SEND_WORDS);

describe('the words of a failed verification send', () => {
  it("shows the server's own sentence", () => {
    expect(failureOfSend({ kind: 'ServerError', errorMessage: 'Mail service down.' })).toEqual({
      detail: 'Mail service down.',
    });
  });

  it('never shows what went wrong for developers: an answer the API may not give reads as the translated fallback', () => {
    expect(
      failureOfSend({
        kind: 'ServerError',
        diagnostic: 'GET /api/consumer/verify-email/send-email answered no timeLeftForRetry',
      }),
    ).toEqual({ key: 'verification.errors.unspecified' });
  });

  it('reads a network failure as the translated fallback, whatever it says', () => {
    expect(failureOfSend({ kind: 'NetworkError', errorMessage: 'No answer: fetch failed' })).toEqual({
      key: 'verification.errors.unspecified',
    });
  });

  it('asks a visitor whose session ended to sign in again', () => {
    expect(failureOfSend({ kind: 'Unauthorized' })).toEqual({ key: 'verification.errors.signInAgain' });
  });
});
