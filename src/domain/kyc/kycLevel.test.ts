import type { KycLevel } from '../consumer/Consumer';
import { aConsumer } from '../consumer/testing/aConsumer';
import { kycTargetLevel, type KycTargetLevel } from './kycLevel';

describe('kycTargetLevel', () => {
  it.each<[KycLevel, KycTargetLevel]>([
    [0, 'KYC_LEVEL_1'],
    [1, 'KYC_LEVEL_2'],
    [2, 'KYC_LEVEL_2'],
  ])('a consumer at level %i aims at %s', (kycLevel, target) => {
    expect(kycTargetLevel(aConsumer({ kycLevel }))).toBe(target);
  });
});
