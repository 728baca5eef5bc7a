import { isSameEmail } from '../../../domain/consumer/email';
import { PASSWORD_MAX } from '../../../domain/consumer/password';
import { PasswordResetResumeForm } from '../../../domain/consumer/forms/PasswordResetResumeForm';
import { PasswordResetStartForm } from '../../../domain/consumer/forms/PasswordResetStartForm';
import type { SendResult } from '../../../application/consumer/ports/ConsumerGateway';
import { badRequest } from '../errors';
import type { SandboxContext } from '../SandboxContext';
import { findAccountByEmail } from './accounts';
import { rejectInvalidForm } from './formErrors';
import { passwordBehind } from './registration';
import { rejectTooEarly } from './resendWait';
import { isOlderThan, PASSWORD_RESET_LINK_LIFETIME_MINUTES } from '../state/stateLimits';

const NONCE_LENGTH = 24;

export function passwordResetLink(nonce: string, email: string): string {
  return `/consumer/set-password/${encodeURIComponent(nonce)}/${encodeURIComponent(email)}`;
}

function lastResetSentAt(context: SandboxContext, email: string): string | null {
  const sent = context.state.passwordResets.filter((reset) => isSameEmail(reset.email, email));
  return sent.at(-1)?.sentAt ?? null;
}

/**
 * POST /consumer/lost-password/start. An unknown address gets the very same answer (and the same
 * resend wait) but no e-mail, so the API never tells whether an account exists.
 */
export function startPasswordReset(context: SandboxContext, email: string): SendResult {
  const form = PasswordResetStartForm.from({ email });
  rejectInvalidForm(form);
  const now = context.clock();
  rejectTooEarly(lastResetSentAt(context, form.email), now);
  const nonce = context.randomText(NONCE_LENGTH);
  context.state.passwordResets.push({ email: form.email.toLowerCase(), nonce, sentAt: now.toISOString() });
  const account = findAccountByEmail(context.state, form.email);
  if (account !== undefined) {
    context.sendToOutbox({
      channel: 'email',
      kind: 'passwordReset',
      to: account.email,
      link: passwordResetLink(nonce, account.email),
      code: null,
    });
  }
  return { timeLeftForRetry: 0 };
}

/**
 * POST /consumer/lost-password/resume: the link's nonce and e-mail, and the new password as a
 * secure-input token. 400 resetLinkInvalid for a link the sandbox never sent, already used, or
 * sent an hour ago or more (state/stateLimits.ts);
 * 400 invalidFields passwordToken when the password breaks the rule. A link works once; the new
 * password ends every session of the account.
 */
export function resumePasswordReset(
  context: SandboxContext,
  reset: { newPassword: string; nonce: string; email: string },
): void {
  const sent = context.state.passwordResets.find(
    (candidate) =>
      candidate.nonce === reset.nonce &&
      isSameEmail(candidate.email, reset.email) &&
      !isOlderThan(candidate.sentAt, PASSWORD_RESET_LINK_LIFETIME_MINUTES, context.clock()),
  );
  const account = findAccountByEmail(context.state, reset.email);
  if (sent === undefined || account === undefined) {
    throw badRequest(
      'resetLinkInvalid',
      'This password reset link is not valid, has expired or has already been used.',
    );
  }
  // The issuer's rule (8 to 99), wider than the shop's field: a password set by another client still works.
  const form = PasswordResetResumeForm.from(
    { newPassword: passwordBehind(context, reset.newPassword) },
    PASSWORD_MAX,
  );
  rejectInvalidForm(form, { newPassword: 'passwordToken' });
  account.password = form.newPassword;
  context.state.passwordResets = context.state.passwordResets.filter((candidate) => candidate !== sent);
  // Whoever held a session with the old password (a thief, say) is signed out everywhere.
  context.state.sessions = context.state.sessions.filter((session) => session.consumerId !== account.id);
}
