import { CODE_LENGTH, codeDigits } from '../../../domain/consumer/code';
import type { Consumer } from '../../../domain/consumer/Consumer';
import { consumerView } from '../consumer/consumerView';
import { badRequest } from '../errors';
import { phoneRecipient } from '../outbox';
import type { Bearer } from '../SandboxApi';
import type { SandboxError } from '../SandboxError';
import type { SandboxContext } from '../SandboxContext';
import type { SessionRecord } from '../state/SandboxState';
import { ONE_TIME_CODE_MAX_WRONG_ATTEMPTS } from './sessionRules';
import { liftCodeWait, recordCodeText, rejectCodeTooEarly } from './codeResendWait';
import { accountOf, closeSession, openSession, requireAnySession } from './sessions';
import { countWrongCode, forgetWrongCodes, rejectWhileLocked } from './wrongCodeLimit';

/**
 * Texts a new one-time code for the session; it replaces the previous one and clears the wrong tries.
 * The mobile's resend wait starts again (codeResendWait.ts): callers check it first.
 */
export function sendOneTimeCode(context: SandboxContext, session: SessionRecord): void {
  const account = accountOf(context.state, session);
  const code = context.randomDigits(CODE_LENGTH);
  const sentAt = context.clock().toISOString();
  session.otp = { code, sentAt, wrongAttempts: 0, spent: false };
  recordCodeText(context.state, account, sentAt, 'oneTimeCode');
  context.sendToOutbox({
    channel: 'sms',
    kind: 'oneTimeCode',
    to: phoneRecipient(account.countryCode, account.number),
    link: null,
    code,
  });
}

/**
 * POST /consumer/otp/request: a fresh code, e.g. after the previous one was spent; none while the
 * consumer is locked out for too many wrong codes (429), nor within 60 seconds of the last code
 * texted to the same mobile, from any session, unless that code was typed right (400 tooEarly with
 * timeLeftForRetry; the session keeps the code it holds).
 */
export function requestOneTimeCode(context: SandboxContext, bearer: Bearer): void {
  const now = context.clock();
  const session = requireAnySession(context.state, bearer, now);
  rejectWhileLocked(context.state, session.consumerId, 'signIn', now);
  rejectCodeTooEarly(context.state, accountOf(context.state, session), now, 'oneTimeCode');
  sendOneTimeCode(context, session);
}

function otpSpent(): SandboxError {
  return badRequest('otpSpent', 'Too many wrong codes: this code is spent. Please request a new one.');
}

/**
 * POST /consumer/otp/verify. The right code swaps the login token for a full session token (with
 * its own 20 minutes). A wrong code answers 400 otpInvalid; the fifth wrong code in a row spends
 * the code (400 otpSpent), and from then on only a new code helps. Wrong codes also count per
 * consumer (wrongCodeLimit.ts), across new codes and sessions: past that limit, 429 until the window ends.
 * The right code also ends the mobile's resend wait, so a code for card details may follow at once.
 */
export function verifyOneTimeCode(
  context: SandboxContext,
  bearer: Bearer,
  code: string,
): { consumer: Consumer; token: string } {
  const now = context.clock();
  const session = requireAnySession(context.state, bearer, now);
  rejectWhileLocked(context.state, session.consumerId, 'signIn', now);
  const otp = session.otp;
  if (otp === null || otp.spent) throw otpSpent();
  if (otp.code !== codeDigits(code)) {
    countWrongCode(context.state, session.consumerId, 'signIn', now);
    otp.wrongAttempts += 1;
    otp.spent = otp.wrongAttempts >= ONE_TIME_CODE_MAX_WRONG_ATTEMPTS;
    if (otp.spent) throw otpSpent();
    throw badRequest('otpInvalid', 'This code does not appear to be correct.');
  }
  forgetWrongCodes(context.state, session.consumerId, 'signIn');
  liftCodeWait(context.state, accountOf(context.state, session));
  closeSession(context.state, session.token);
  const verified = openSession(context.state, session.consumerId, now, true, session.passwordGivenAt);
  return {
    consumer: consumerView(context.state, accountOf(context.state, verified), verified),
    token: verified.token,
  };
}
