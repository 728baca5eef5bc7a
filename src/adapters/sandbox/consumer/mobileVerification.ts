import { CODE_LENGTH, codeDigits } from '../../../domain/consumer/code';
import type { SendResult } from '../../../application/consumer/ports/ConsumerGateway';
import { phoneRecipient } from '../outbox';
import type { Bearer } from '../SandboxApi';
import type { SandboxContext } from '../SandboxContext';
import { mobileCodeWaitStart, recordCodeText } from '../session/codeResendWait';
import { countWrongCode, forgetWrongCodes, rejectWhileLocked } from '../session/wrongCodeLimit';
import { rejectTooEarly } from './resendWait';

/**
 * GET /consumer/otp-device/add: texts a 6-digit code to the consumer's number; at most one a minute
 * to a number, whichever consumer asks and however often they changed their number (400 tooEarly with
 * timeLeftForRetry), and none while the consumer is locked out for too many wrong codes (429).
 */
export function addMobileDevice(context: SandboxContext, bearer: Bearer): SendResult {
  const account = context.requireSession(bearer);
  const now = context.clock();
  rejectWhileLocked(context.state, account.id, 'mobile', now);
  rejectTooEarly(mobileCodeWaitStart(context.state, account), now);
  const code = context.randomDigits(CODE_LENGTH);
  const { countryCode, number } = account;
  context.state.mobileCodes = context.state.mobileCodes.filter((sent) => sent.consumerId !== account.id);
  context.state.mobileCodes.push({ consumerId: account.id, code, countryCode, number });
  context.sendToOutbox({
    channel: 'sms',
    kind: 'mobileCode',
    to: phoneRecipient(countryCode, number),
    link: null,
    code,
  });
  account.mobileCodeSentAt = now.toISOString();
  recordCodeText(context.state, account, account.mobileCodeSentAt, 'mobileCode');
  return { timeLeftForRetry: 0 };
}

/**
 * POST /consumer/otp-device/verify: the last code sent, for the number the consumer has now
 * (dashes allowed). A wrong code answers { verified: false } and the code stays valid, up to the
 * consumer's limit of wrong codes (wrongCodeLimit.ts): past it, 429 until the window ends.
 */
export function verifyMobileDevice(
  context: SandboxContext,
  bearer: Bearer,
  code: string,
): { verified: boolean } {
  const account = context.requireSession(bearer);
  const now = context.clock();
  rejectWhileLocked(context.state, account.id, 'mobile', now);
  const sent = context.state.mobileCodes.find((candidate) => candidate.consumerId === account.id);
  const matches =
    sent !== undefined &&
    sent.countryCode === account.countryCode &&
    sent.number === account.number &&
    sent.code === codeDigits(code);
  if (!matches) {
    countWrongCode(context.state, account.id, 'mobile', now);
    return { verified: false };
  }
  forgetWrongCodes(context.state, account.id, 'mobile');
  account.isMobileVerified = true;
  context.state.mobileCodes = context.state.mobileCodes.filter((candidate) => candidate !== sent);
  return { verified: true };
}
