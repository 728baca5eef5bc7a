import { isSameEmail } from '../../../domain/consumer/email';
import type { SendResult } from '../../../application/consumer/ports/ConsumerGateway';
import type { Bearer } from '../SandboxApi';
import type { SandboxContext } from '../SandboxContext';
import type { AccountRecord } from '../state/SandboxState';
import { rejectTooEarly } from './resendWait';
import { EMAIL_VERIFICATION_LINK_LIFETIME_MINUTES, isOlderThan } from '../state/stateLimits';

const NONCE_LENGTH = 24;

export function emailVerificationLink(consumerId: string, nonce: string): string {
  return `/consumer/verify?cons=${encodeURIComponent(consumerId)}&nonce=${encodeURIComponent(nonce)}`;
}

/** Sends a verification link for the account's current address and starts the resend wait. */
export function sendVerificationLink(context: SandboxContext, account: AccountRecord): void {
  const nonce = context.randomText(NONCE_LENGTH);
  const sentAt = context.clock().toISOString();
  context.state.emailVerifications.push({ consumerId: account.id, nonce, email: account.email, sentAt });
  context.sendToOutbox({
    channel: 'email',
    kind: 'emailVerification',
    to: account.email,
    link: emailVerificationLink(account.id, nonce),
    code: null,
  });
  account.verificationEmailSentAt = sentAt;
}

/** GET /consumer/verify-email/send-email: 400 tooEarly within 60 s of the last one. */
export function sendVerificationEmail(context: SandboxContext, bearer: Bearer): SendResult {
  const account = context.requireSession(bearer);
  rejectTooEarly(account.verificationEmailSentAt, context.clock());
  sendVerificationLink(context, account);
  return { timeLeftForRetry: 0 };
}

/**
 * POST /consumer/verify-email/check-code: the link's consumer and nonce. Public (the link may be
 * opened in a browser with no session). A link sent to an address the consumer has since changed
 * no longer verifies anything, nor does one sent 24 hours ago or more (state/stateLimits.ts).
 * Opening a good link twice still answers verified.
 */
export function checkEmailCode(
  context: SandboxContext,
  check: { nonce: string; cons: string },
): { verified: boolean } {
  const link = context.state.emailVerifications.find(
    (candidate) =>
      candidate.consumerId === check.cons &&
      candidate.nonce === check.nonce &&
      !isOlderThan(candidate.sentAt, EMAIL_VERIFICATION_LINK_LIFETIME_MINUTES, context.clock()),
  );
  const account = context.state.accounts.find((candidate) => candidate.id === check.cons);
  if (link === undefined || account === undefined || !isSameEmail(link.email, account.email)) {
    return { verified: false };
  }
  account.isEmailVerified = true;
  return { verified: true };
}
