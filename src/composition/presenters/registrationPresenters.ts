import { ContainerModule } from 'inversify';
import { KycPresenter } from '../../presentation/kyc/KycPresenter';
import { SandboxWidgetPresenter } from '../../presentation/kyc/SandboxWidgetPresenter';
import { AddressInfoPresenter } from '../../presentation/registration/AddressInfoPresenter';
import { FinancialInfoPresenter } from '../../presentation/registration/FinancialInfoPresenter';
import { PersonalInfoPresenter } from '../../presentation/registration/PersonalInfoPresenter';
import { EmailVerificationResultPresenter } from '../../presentation/verification/EmailVerificationResultPresenter';
import { VerifyEmailPresenter } from '../../presentation/verification/VerifyEmailPresenter';
import { VerifyMobilePresenter } from '../../presentation/verification/VerifyMobilePresenter';

/** The registration screens' presenters: one per screen visit unless a screen says otherwise. */
export const registrationPresenters = new ContainerModule(({ bind }) => {
  // Verification
  bind(VerifyEmailPresenter).toSelf();
  bind(EmailVerificationResultPresenter).toSelf();
  bind(VerifyMobilePresenter).toSelf();
  // Registration steps
  bind(PersonalInfoPresenter).toSelf();
  bind(AddressInfoPresenter).toSelf();
  bind(FinancialInfoPresenter).toSelf();
  // Identity check
  bind(KycPresenter).toSelf();
  bind(SandboxWidgetPresenter).toSelf();
});
