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
import { accountOf, closeSession, openSession, requireAnySession } from './sessions';

/** Texts a new one-time code for the session; it replaces the previous one and clears the wrong tries. */
export function sendOneTimeCode(context: SandboxContext, session: SessionRecord): void {
  const account = accountOf(context.state, session);
  const code = context.randomDigits(CODE_LENGTH);
  session.otp = { code, wrongAttempts: 0, spent: false };
  context.sendToOutbox({
    channel: 'sms',
    kind: 'oneTimeCode',
    to: phoneRecipient(account.countryCode, account.number),
    link: null,
    code,
  });
}

/** POST /consumer/otp/request: a fresh code, e.g. after the previous one was spent. */
export function requestOneTimeCode(context: SandboxContext, bearer: Bearer): void {
  sendOneTimeCode(context, requireAnySession(context.state, bearer, context.clock()));
}

function otpSpent(): SandboxError {
  return badRequest('otpSpent', 'Too many wrong codes: this code is spent. Please request a new one.');
}

/**
 * POST /consumer/otp/verify. The right code swaps the login token for a full session token (with
 * its own 20 minutes). A wrong code answers 400 otpInvalid; the fifth wrong code in a row spends
 * the code (400 otpSpent), and from then on only a new code helps.
 */
export function verifyOneTimeCode(
  context: SandboxContext,
  bearer: Bearer,
  code: string,
): { consumer: Consumer; token: string } {
  const session = requireAnySession(context.state, bearer, context.clock());
  const otp = session.otp;
  if (otp === null || otp.spent) throw otpSpent();
  if (otp.code !== codeDigits(code)) {
    otp.wrongAttempts += 1;
    otp.spent = otp.wrongAttempts >= ONE_TIME_CODE_MAX_WRONG_ATTEMPTS;
    if (otp.spent) throw otpSpent();
    throw badRequest('otpInvalid', 'This code does not appear to be correct.');
  }
  closeSession(context.state, session.token);
  const verified = openSession(
    context.state,
    session.consumerId,
    context.clock(),
    true,
    session.passwordGivenAt,
  );
  return {
    consumer: consumerView(context.state, accountOf(context.state, verified), verified),
    token: verified.token,
  };
}
