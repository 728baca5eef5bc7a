import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useRef } from 'react';
import { useInstance } from '../shell/ContainerContext';
import { AuthModalsPresenter } from './AuthModalsPresenter';

// The modals' views (antd's Modal and Form among them) download the first time one opens: most
// visits never need to sign in again, so no first visit pays for them.
const AuthModals = lazy(() =>
  import(/* webpackChunkName: "auth-modals" */ './AuthModals').then(({ AuthModals }) => ({
    default: AuthModals,
  })),
);

/** The app-wide login and one-time-code modals, mounted by the shell once one of them first opens. */
export const AuthModalsOnDemand = observer(function AuthModalsOnDemand() {
  const { login, code } = useInstance(AuthModalsPresenter);
  // Once wanted, kept mounted: a modal closing plays its animation and keeps what it holds.
  const wanted = useRef(false);
  if (login.open || code.open) wanted.current = true;
  if (!wanted.current) return null;
  return (
    <Suspense fallback={null}>
      <AuthModals />
    </Suspense>
  );
});
