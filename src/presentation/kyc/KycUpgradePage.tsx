import { usePageTitle } from '../shell/usePageTitle';
import { KycScreen } from './KycScreen';

/** Consumer KYC Upgrade (/consumer/kyc/upgrade): the level-2 check. */
export default function KycUpgradePage() {
  usePageTitle('kyc.level2.pageTitle');
  return <KycScreen level="KYC_LEVEL_2" />;
}
