import { kycScreen } from './kycScreen';
import type { KycState } from './kycState';

describe('kycScreen', () => {
  it.each([
    ['KYC_LEVEL_1', 'kyc.level1.title', 'kyc.level1.description'],
    ['KYC_LEVEL_2', 'kyc.level2.title', 'kyc.level2.description'],
  ] as const)('titles and describes the %s check', (level, titleKey, descriptionKey) => {
    expect(kycScreen('empty', level)).toMatchObject({ titleKey, descriptionKey });
  });

  it.each<[KycState, string | null, string | null, boolean]>([
    ['empty', null, null, false],
    ['submitted', 'kyc.checkingDocuments', null, true],
    ['approved', null, null, true],
    ['rejected', null, 'kyc.rejected', false],
  ])(
    'in %s shows status %p, alert %p, redirect button %p',
    (state, statusKey, rejectedAlertKey, redirect) => {
      expect(kycScreen(state, 'KYC_LEVEL_1')).toMatchObject({
        statusKey,
        rejectedAlertKey,
        showsRedirectButton: redirect,
      });
    },
  );
});
