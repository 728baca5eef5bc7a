import type { Consumer } from '../consumer/Consumer';

export const KYC_TARGET_LEVELS = ['KYC_LEVEL_1', 'KYC_LEVEL_2'] as const;
export type KycTargetLevel = (typeof KYC_TARGET_LEVELS)[number];

/**
 * The level a consumer's next identity check aims at: level 1 during registration (no check
 * done yet), level 2 through the upgrade. A consumer already at level 2 has nothing left; the
 * upgrade routes send them to the cards, so level 2 is answered for them too.
 */
export function kycTargetLevel(consumer: Pick<Consumer, 'kycLevel'>): KycTargetLevel {
  return consumer.kycLevel === 0 ? 'KYC_LEVEL_1' : 'KYC_LEVEL_2';
}
