import { kycTargetLevel } from '../../../domain/kyc/kycLevel';
import type { IdentityCheckOutcome } from '../../../application/sandbox/ports/SandboxConsole';
import { badRequest, notFound } from '../errors';
import type { Bearer } from '../SandboxApi';
import type { SandboxContext } from '../SandboxContext';
import type { AccountRecord, KycCheckStatus, KycProgress } from '../state/SandboxState';
import { levelAfterApproval } from './kycLevels';

const REFERENCE_LENGTH = 12;

/** A new widget reference. */
export function newKycReference(context: SandboxContext): string {
  return `kyc-${context.randomText(REFERENCE_LENGTH)}`;
}

function isOpen(check: KycProgress | null): check is KycProgress {
  return check !== null && (check.status === 'none' || check.status === 'pending');
}

/**
 * KYC initiation: the reference that authorises the hosted widget, for the consumer's next level
 * (1 during registration, 2 as the upgrade). A check still open at that level is resumed; after
 * an approval or a rejection a new check starts.
 */
export function initiateKyc(context: SandboxContext, bearer: Bearer): { reference: string } {
  const account = context.requireSession(bearer);
  const level = kycTargetLevel(account);
  if (isOpen(account.kyc) && account.kyc.level === level) return { reference: account.kyc.reference };
  account.kyc = { reference: newKycReference(context), level, status: 'none' };
  return { reference: account.kyc.reference };
}

const STATUS_AFTER: Record<IdentityCheckOutcome, KycCheckStatus> = {
  submit: 'pending',
  approve: 'approved',
  reject: 'rejected',
};

/** Approval raises the level; the result of a finished check is e-mailed (SPEC section 4). */
function settle(
  context: SandboxContext,
  account: AccountRecord,
  check: KycProgress,
  outcome: IdentityCheckOutcome,
): void {
  check.status = STATUS_AFTER[outcome];
  if (outcome === 'submit') return;
  if (outcome === 'approve') account.kycLevel = levelAfterApproval(account.kycLevel, check.level);
  context.sendToOutbox({ channel: 'email', kind: 'kycResult', to: account.email, link: null, code: null });
}

/**
 * What the hosted widget reports for a reference: the applicant submitted documents (review
 * pending), or the reviewer approved or rejected them. 404 for an unknown reference; 400
 * kycCheckClosed once the check is approved or rejected.
 */
export function completeIdentityCheck(
  context: SandboxContext,
  reference: string,
  outcome: IdentityCheckOutcome,
): void {
  const account = context.state.accounts.find((candidate) => candidate.kyc?.reference === reference);
  const check = account?.kyc;
  if (account === undefined || check === undefined || check === null) throw notFound('identity check');
  if (!isOpen(check)) throw badRequest('kycCheckClosed', 'This identity check is already finished.');
  settle(context, account, check, outcome);
}
