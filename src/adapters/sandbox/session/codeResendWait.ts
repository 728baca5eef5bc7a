import { rejectTooEarly, secondsBeforeResend } from '../consumer/resendWait';
import { phoneRecipient } from '../outbox';
import type {
  AccountRecord,
  CodeTextKind,
  OneTimeCodeTextRecord,
  SandboxState,
  SessionRecord,
} from '../state/SandboxState';

/**
 * The 60-second resend wait of codes texted to a mobile (SPEC section 9), per mobile rather than per
 * session or consumer: a new login, a new session, another account registered with the same number or
 * a number changed back and forth must not text the same phone again and again. Each kind of code has
 * its own wait: sign-in codes (also asked before card details and contact changes), and the codes that
 * verify a number (consumer/mobileVerification.ts). The wait ends after 60 seconds; a sign-in code's
 * also as soon as it is typed right (whoever typed it holds the phone, so nobody is flooded).
 */

function mobileOf(account: AccountRecord): string {
  return phoneRecipient(account.countryCode, account.number);
}

/** Records saved before mobile verification codes were kept here have no kind: they are sign-in codes. */
function kindOf(record: OneTimeCodeTextRecord): CodeTextKind {
  return record.kind ?? 'oneTimeCode';
}

function isTextOf(record: OneTimeCodeTextRecord, to: string, kind: CodeTextKind): boolean {
  return record.to === to && kindOf(record) === kind;
}

function lastTextTo(state: SandboxState, to: string, kind: CodeTextKind): OneTimeCodeTextRecord | undefined {
  return state.oneTimeCodeTexts.find((record) => isTextOf(record, to, kind));
}

/** ISO: when the last code of that kind was texted to the account's mobile, while its wait runs (else null). */
export function lastCodeTextAt(
  state: SandboxState,
  account: AccountRecord,
  kind: CodeTextKind,
): string | null {
  return lastTextTo(state, mobileOf(account), kind)?.sentAt ?? null;
}

/** Seconds before another code of that kind may be texted to the account's mobile (0: now). */
export function secondsBeforeNextCode(
  state: SandboxState,
  account: AccountRecord,
  now: Date,
  kind: CodeTextKind,
): number {
  return secondsBeforeResend(lastCodeTextAt(state, account, kind), now);
}

/** 400 tooEarly, with timeLeftForRetry, while a code of that kind texted to the account's mobile waits. */
export function rejectCodeTooEarly(
  state: SandboxState,
  account: AccountRecord,
  now: Date,
  kind: CodeTextKind,
): void {
  rejectTooEarly(lastCodeTextAt(state, account, kind), now);
}

/** A code of that kind was just texted to the account's mobile: its wait starts again. */
export function recordCodeText(
  state: SandboxState,
  account: AccountRecord,
  sentAt: string,
  kind: CodeTextKind,
): void {
  const to = mobileOf(account);
  state.oneTimeCodeTexts = state.oneTimeCodeTexts.filter((record) => !isTextOf(record, to, kind));
  state.oneTimeCodeTexts.push({ to, sentAt, kind });
}

/**
 * A sign-in code was typed right: the next may be texted at once (for card details just after signing
 * in). The wait of codes that verify the number stays.
 */
export function liftCodeWait(state: SandboxState, account: AccountRecord): void {
  const to = mobileOf(account);
  state.oneTimeCodeTexts = state.oneTimeCodeTexts.filter((record) => !isTextOf(record, to, 'oneTimeCode'));
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

/**
 * ISO: when the 60-second wait before the next code to the consumer's number started, or null: the
 * later of the last code texted to this consumer (forgotten when the number changes) and the last
 * texted to the number they have now, whoever asked for it.
 */
export function mobileCodeWaitStart(state: SandboxState, account: AccountRecord): string | null {
  const times = [account.mobileCodeSentAt, lastCodeTextAt(state, account, 'mobileCode')].filter(
    (sentAt) => sentAt !== null,
  );
  return times.sort((a, b) => Date.parse(b) - Date.parse(a))[0] ?? null;
}
