import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useInstance } from '../shell/ContainerContext';
import { AuthModalsDemand } from './AuthModalsDemand';

// The modals' views (antd's Modal and Form among them), their presenter and its form validation
// download the first time one opens: most visits never need to sign in again, so no first visit
// pays for them.
const AuthModals = lazy(() =>
  import(/* webpackChunkName: "auth-modals" */ './AuthModals').then(({ AuthModals }) => ({
    default: AuthModals,
  })),
);

/** The app-wide login and one-time-code modals, mounted by the shell once one of them is first wanted. */
export const AuthModalsOnDemand = observer(function AuthModalsOnDemand() {
  // Once wanted, kept mounted: a modal closing plays its animation and keeps what it holds.
  if (!useInstance(AuthModalsDemand).wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthModals />
    </Suspense>
  );
});
