import { rejectTooEarly, secondsBeforeResend } from '../consumer/resendWait';
import { phoneRecipient } from '../outbox';
import type {
  AccountRecord,
  OneTimeCodeTextRecord,
  SandboxState,
  SessionRecord,
} from '../state/SandboxState';

/**
 * The 60-second resend wait of one-time codes (SPEC section 9), per mobile rather than per session:
 * a new login or a new session must not text the same phone again and again. The wait ends after 60
 * seconds, or as soon as a code is typed right (whoever typed it holds the phone, so nobody is flooded).
 */

function mobileOf(account: AccountRecord): string {
  return phoneRecipient(account.countryCode, account.number);
}

function lastTextTo(state: SandboxState, to: string): OneTimeCodeTextRecord | undefined {
  return state.oneTimeCodeTexts.find((record) => record.to === to);
}

/** Seconds before another one-time code may be texted to the account's mobile (0: now). */
export function secondsBeforeNextCode(state: SandboxState, account: AccountRecord, now: Date): number {
  return secondsBeforeResend(lastTextTo(state, mobileOf(account))?.sentAt ?? null, now);
}

/** 400 tooEarly, with timeLeftForRetry, while a code texted to the account's mobile waits to be typed. */
export function rejectCodeTooEarly(state: SandboxState, account: AccountRecord, now: Date): void {
  rejectTooEarly(lastTextTo(state, mobileOf(account))?.sentAt ?? null, now);
}

/** A code was just texted to the account's mobile: the wait starts again. */
export function recordCodeText(state: SandboxState, account: AccountRecord, sentAt: string): void {
  const to = mobileOf(account);
  state.oneTimeCodeTexts = state.oneTimeCodeTexts.filter((record) => record.to !== to);
  state.oneTimeCodeTexts.push({ to, sentAt });
}

/** A code was typed right: the next may be texted at once (for card details just after signing in). */
export function liftCodeWait(state: SandboxState, account: AccountRecord): void {
  const to = mobileOf(account);
  state.oneTimeCodeTexts = state.oneTimeCodeTexts.filter((record) => record.to !== to);
}

/** Whether the record's wait is over (it no longer counts, and may be pruned). */
export function isCodeWaitOver(record: OneTimeCodeTextRecord, now: Date): boolean {
  return secondsBeforeResend(record.sentAt, now) === 0;
}

/**
 * A login during the wait texts nothing: the code already on the consumer's phone, still unspent and
 * held by another of their live sessions (an earlier login, most often), moves to the new session, so
 * the sign-in is completed with it. The earlier session no longer takes it (one code, one sign-in).
 */
export function carryPendingCode(state: SandboxState, session: SessionRecord, now: Date): void {
  const holders = state.sessions.filter(
    (other) =>
      other !== session &&
      other.consumerId === session.consumerId &&
      now.getTime() < Date.parse(other.expiresAt) &&
      other.otp !== null &&
      !other.otp.spent &&
      secondsBeforeResend(other.otp.sentAt, now) > 0,
  );
  const newest = holders.sort((a, b) => Date.parse(b.otp?.sentAt ?? '') - Date.parse(a.otp?.sentAt ?? ''))[0];
  if (newest === undefined) return;
  session.otp = newest.otp;
  newest.otp = null;
}
