import { usePageTitle } from '../shell/usePageTitle';
import type { KycPresenter } from './KycPresenter';
import { KycScreen } from './KycScreen';

/** Consumer KYC (/consumer/register/kyc): the level-1 check that ends the registration. */
export default function KycRegistrationPage({ presenter }: { presenter: KycPresenter }) {
  usePageTitle('kyc.level1.pageTitle');
  return <KycScreen presenter={presenter} />;
}
