import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../shell/usePageTitle';
import { KycScreen } from './KycScreen';

/** Consumer KYC Upgrade (/consumer/kyc/upgrade?selected=…): the level-2 check, back to the selected card. */
export default function KycUpgradePage() {
  usePageTitle('kyc.level2.pageTitle');
  const [query] = useSearchParams();
  return <KycScreen level="KYC_LEVEL_2" selected={query.get('selected')} />;
}
