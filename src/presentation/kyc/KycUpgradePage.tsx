import { usePageTitle } from '../shell/usePageTitle';
import type { KycPresenter } from './KycPresenter';
import { KycScreen } from './KycScreen';

/** Consumer KYC Upgrade (/consumer/kyc/upgrade?selected=…): the level-2 check, back to the selected card. */
export default function KycUpgradePage({ presenter }: { presenter: KycPresenter }) {
  usePageTitle('kyc.level2.pageTitle');
  return <KycScreen presenter={presenter} />;
}
