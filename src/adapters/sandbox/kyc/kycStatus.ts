import type { Consumer } from '../../../domain/consumer/Consumer';
import type { KycTargetLevel } from '../../../domain/kyc/kycLevel';
import type { KycStatus } from '../../../application/kyc/ports/KycGateway';
import type { Bearer } from '../SandboxApi';
import type { SandboxContext } from '../SandboxContext';
import { newKycReference } from './identityCheck';
import { hasReached, levelAfterApproval } from './kycLevels';

/** GET /consumer/kyc-status?level=: approved once the level is reached (the consumer comes with it). */
export function kycStatus(context: SandboxContext, bearer: Bearer, level: KycTargetLevel): KycStatus {
  const account = context.requireSession(bearer);
  const isApproved = hasReached(account.kycLevel, level);
  const check = account.kyc;
  return {
    isPendingReview: !isApproved && check !== null && check.level === level && check.status === 'pending',
    isApproved,
    consumer: isApproved ? context.consumerFor(bearer) : null,
  };
}

/** PUT /consumer/kyc-status: the consumer as the latest check left it. */
export function refreshKycStatus(context: SandboxContext, bearer: Bearer): Consumer {
  return context.consumerFor(bearer);
}

/**
 * GET /consumer/simulate-kyc?level=: the sandbox's Simulate Success, an approval with no widget.
 * Level 1 gives KYC level 1; level 2 makes the consumer fully known.
 */
export function simulateKyc(context: SandboxContext, bearer: Bearer, level: KycTargetLevel): Consumer {
  const account = context.requireSession(bearer);
  const reference = account.kyc?.reference ?? newKycReference(context);
  account.kyc = { reference, level, status: 'approved' };
  account.kycLevel = levelAfterApproval(account.kycLevel, level);
  return context.consumerFor(bearer);
}
