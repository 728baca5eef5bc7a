import { ContainerModule } from 'inversify';
import { AuthModalsPresenter } from '../../presentation/auth/AuthModalsPresenter';
import { AuthorizationPresenter } from '../../presentation/auth/AuthorizationPresenter';
import { PasswordResetResumePresenter } from '../../presentation/auth/PasswordResetResumePresenter';
import { PasswordResetStartPresenter } from '../../presentation/auth/PasswordResetStartPresenter';

/** The auth screens' presenters: one per screen visit, except the app-wide login and code modals. */
export const authPresenters = new ContainerModule(({ bind }) => {
  bind(AuthModalsPresenter).toSelf().inSingletonScope();
  bind(AuthorizationPresenter).toSelf();
  bind(PasswordResetStartPresenter).toSelf();
  bind(PasswordResetResumePresenter).toSelf();
});
