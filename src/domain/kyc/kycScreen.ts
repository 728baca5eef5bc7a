import type { KycTargetLevel } from './kycLevel';
import { startsRedirectWait, type KycState } from './kycState';

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
    showsRedirectButton: showsRedirectButton(state, level),
  };
}

/**
 * The redirect-to-cards button shows once the documents are in (SPEC section 2). During registration
 * (level 1) the cards are out of reach until the check is approved (the registration guard sends a
 * consumer without level 1 back here), so there the button comes with the approval: offered while the
 * documents are checked, it would only lead back to this screen.
 */
function showsRedirectButton(state: KycState, level: KycTargetLevel): boolean {
  return level === 'KYC_LEVEL_1' ? state === 'approved' : startsRedirectWait(state);
}
