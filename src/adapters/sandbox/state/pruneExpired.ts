import { pruneSpentPayments } from '../payment/paymentRecords';
import { isCodeWaitOver } from '../session/codeResendWait';
import { isWrongCodeWindowOver } from '../session/wrongCodeLimit';
import type { SandboxState } from './SandboxState';
import {
  EMAIL_VERIFICATION_LINK_LIFETIME_MINUTES,
  isOlderThan,
  OUTBOX_CAPACITY,
  PASSWORD_RESET_LINK_LIFETIME_MINUTES,
  SECURE_INPUT_TOKEN_CAPACITY,
} from './stateLimits';

const SECURE_INPUT_TOKEN_PREFIX = 'tok-';

/** Keeps the newest `capacity` secure-input tokens; object keys keep the order they were added in. */
function pruneSecureInputTokens(state: SandboxState): void {
  const tokens = Object.keys(state.vault).filter((token) => token.startsWith(SECURE_INPUT_TOKEN_PREFIX));
  if (tokens.length <= SECURE_INPUT_TOKEN_CAPACITY) return;
  const dropped = new Set(tokens.slice(0, tokens.length - SECURE_INPUT_TOKEN_CAPACITY));
  state.vault = Object.fromEntries(Object.entries(state.vault).filter(([token]) => !dropped.has(token)));
}

/**
 * Forgets what can no longer be used (expired sessions, links, wrong-code windows, code resend waits,
 * and payments closed more than a day ago with their idempotency keys) and caps what only grows (the outbox, secure-input tokens), so the state stays the size of
 * what is live.
 */
export function pruneExpired(state: SandboxState, now: Date): void {
  const nowMs = now.getTime();
  state.sessions = state.sessions.filter((session) => nowMs < Date.parse(session.expiresAt));
  state.passwordResets = state.passwordResets.filter(
    (reset) => !isOlderThan(reset.sentAt, PASSWORD_RESET_LINK_LIFETIME_MINUTES, now),
  );
  state.emailVerifications = state.emailVerifications.filter(
    (link) => !isOlderThan(link.sentAt, EMAIL_VERIFICATION_LINK_LIFETIME_MINUTES, now),
  );
  state.wrongCodes = state.wrongCodes.filter((record) => !isWrongCodeWindowOver(record, now));
  state.oneTimeCodeTexts = state.oneTimeCodeTexts.filter((record) => !isCodeWaitOver(record, now));
  if (state.outbox.length > OUTBOX_CAPACITY) state.outbox.length = OUTBOX_CAPACITY;
  pruneSecureInputTokens(state);
  pruneSpentPayments(state, now);
}
