import { usePageTitle } from '../shell/usePageTitle';
import { KycScreen } from './KycScreen';

/** Consumer KYC (/consumer/register/kyc): the level-1 check that ends the registration. */
export default function KycRegistrationPage() {
  usePageTitle('kyc.level1.pageTitle');
  return <KycScreen level="KYC_LEVEL_1" />;
}
