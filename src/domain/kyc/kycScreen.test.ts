import { kycScreen } from './kycScreen';
import type { KycTargetLevel } from './kycLevel';
import type { KycState } from './kycState';

describe('kycScreen', () => {
  it.each([
    ['KYC_LEVEL_1', 'kyc.level1.title', 'kyc.level1.description'],
    ['KYC_LEVEL_2', 'kyc.level2.title', 'kyc.level2.description'],
  ] as const)('titles and describes the %s check', (level, titleKey, descriptionKey) => {
    expect(kycScreen('empty', level)).toMatchObject({ titleKey, descriptionKey });
  });

  it.each<[KycTargetLevel, KycState, string | null, string | null, boolean]>([
    ['KYC_LEVEL_2', 'empty', null, null, false],
    ['KYC_LEVEL_2', 'submitted', 'kyc.checkingDocuments', null, true],
    ['KYC_LEVEL_2', 'approved', null, null, true],
    ['KYC_LEVEL_2', 'rejected', null, 'kyc.rejected', false],
    ['KYC_LEVEL_1', 'empty', null, null, false],
    // During registration the cards are out of reach until the approval.
    ['KYC_LEVEL_1', 'submitted', 'kyc.checkingDocuments', null, false],
    ['KYC_LEVEL_1', 'approved', null, null, true],
    ['KYC_LEVEL_1', 'rejected', null, 'kyc.rejected', false],
  ])(
    'at %s, in %s shows status %p, alert %p, redirect button %p',
    (level, state, statusKey, rejectedAlertKey, redirect) => {
      expect(kycScreen(state, level)).toMatchObject({
        statusKey,
        rejectedAlertKey,
        showsRedirectButton: redirect,
      });
    },
  );
});
