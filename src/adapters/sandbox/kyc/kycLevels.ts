import type { KycLevel } from '../../../domain/consumer/Consumer';
import type { KycTargetLevel } from '../../../domain/kyc/kycLevel';

const LEVEL_REACHED: Record<KycTargetLevel, Exclude<KycLevel, 0>> = { KYC_LEVEL_1: 1, KYC_LEVEL_2: 2 };

/** The consumer's KYC level once a check at `target` is approved (a level is never lost). */
export function levelAfterApproval(current: KycLevel, target: KycTargetLevel): KycLevel {
  return hasReached(current, target) ? current : LEVEL_REACHED[target];
}

export function hasReached(current: KycLevel, target: KycTargetLevel): boolean {
  return current >= LEVEL_REACHED[target];
}
