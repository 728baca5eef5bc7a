import { codeDigits } from '../../../domain/consumer/code';
import { badRequest, conflict } from '../errors';
import type { SandboxContext } from '../SandboxContext';
import type { SessionRecord } from '../state/SandboxState';
import { isOlderThan } from '../state/stateLimits';
import { liftCodeWait } from './codeResendWait';
import { accountOf } from './sessions';
import { countWrongCode, forgetWrongCodes, rejectWhileLocked } from './wrongCodeLimit';

/** A one-time code proves a sensitive change only this many minutes after it was texted. */
export const FRESH_CODE_MINUTES = 10;

/**
 * A sensitive change (a contact replaced: consumer/contact.ts says which) needs a one-time code the session asked
 * for (POST /consumer/otp/request) in the last ten minutes: whoever holds a stolen session token does
 * not also hold the consumer's phone. 409 freshCodeRequired without one, 400 otpInvalid for a wrong,
 * spent or stale code (counted towards the wrong-code lock); a right code is used up.
 */
export function requireFreshCode(
  context: SandboxContext,
  session: SessionRecord,
  code: string | undefined,
): void {
  if (code === undefined) {
    throw conflict(
      'freshCodeRequired',
      'Changing this e-mail or mobile needs a fresh one-time code: ask for one, then send it as code.',
    );
  }
  const now = context.clock();
  rejectWhileLocked(context.state, session.consumerId, 'signIn', now);
  const otp = session.otp;
  const fresh = otp !== null && !otp.spent && !isOlderThan(otp.sentAt, FRESH_CODE_MINUTES, now);
  if (!fresh || otp.code !== codeDigits(code)) {
    if (fresh) countWrongCode(context.state, session.consumerId, 'signIn', now);
    throw badRequest('otpInvalid', 'This code does not appear to be correct.');
  }
  forgetWrongCodes(context.state, session.consumerId, 'signIn');
  liftCodeWait(context.state, accountOf(context.state, session));
  session.otp = null;
}
