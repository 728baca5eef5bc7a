import type { KycTargetLevel } from './kycLevel';
import { showsRedirectButton, type KycState } from './kycState';

export interface KycScreen {
  titleKey: string;
  descriptionKey: string;
  /** 'kyc.checkingDocuments' while the documents are checked, else null. */
  statusKey: string | null;
  /** The not-meeting-criteria alert on rejection, else null. */
  rejectedAlertKey: string | null;
  showsRedirectButton: boolean;
}

const LEVEL_KEY: Record<KycTargetLevel, string> = { KYC_LEVEL_1: 'level1', KYC_LEVEL_2: 'level2' };

/** What the KYC screen shows for a state and a target level (texts as message keys). */
export function kycScreen(state: KycState, level: KycTargetLevel): KycScreen {
  return {
    titleKey: `kyc.${LEVEL_KEY[level]}.title`,
    descriptionKey: `kyc.${LEVEL_KEY[level]}.description`,
    statusKey: state === 'submitted' ? 'kyc.checkingDocuments' : null,
    rejectedAlertKey: state === 'rejected' ? 'kyc.rejected' : null,
    showsRedirectButton: showsRedirectButton(state),
  };
}
