import { ContainerModule } from 'inversify';
import { CancelCardPresenter } from '../../presentation/cards/deactivation/CancelCardPresenter';
import { DeactivationChoicePresenter } from '../../presentation/cards/deactivation/DeactivationChoicePresenter';
import { DeactivationConfirmationPresenter } from '../../presentation/cards/deactivation/DeactivationConfirmationPresenter';
import { DeactivationSubmission } from '../../presentation/cards/deactivation/DeactivationSubmission';
import { DeactivationSuccessPresenter } from '../../presentation/cards/deactivation/DeactivationSuccessPresenter';
import { TransferTargetPresenter } from '../../presentation/cards/deactivation/TransferTargetPresenter';

/** The deactivation pages' presenters, and the sending each confirming page owns: one per visit. */
export const deactivationPresenters = new ContainerModule(({ bind }) => {
  bind(DeactivationSubmission).toSelf();
  bind(DeactivationChoicePresenter).toSelf();
  bind(CancelCardPresenter).toSelf();
  bind(TransferTargetPresenter).toSelf();
  bind(DeactivationConfirmationPresenter).toSelf();
  bind(DeactivationSuccessPresenter).toSelf();
});
