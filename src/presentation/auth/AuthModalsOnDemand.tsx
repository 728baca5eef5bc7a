import { observer } from 'mobx-react-lite';
import { Suspense, useState, useSyncExternalStore } from 'react';
import { PendingAction } from '../../application/session/PendingAction';
import { useLazyWithTexts } from '../i18n/useLazyWithTexts';
import { useInstance } from '../shell/ContainerContext';

// The modals' views, presenter, validation and texts download when first needed: most visits never sign in again.
const loadAuthModals = () =>
  import(/* webpackChunkName: "auth-modals" */ './AuthModals').then((modals) => modals.AuthModals);

/** Mounts the app-wide auth modals once a sign-in is first asked for. */
export const AuthModalsOnDemand = observer(function AuthModalsOnDemand() {
  const pending = useInstance(PendingAction);
  const AuthModals = useLazyWithTexts('auth-modals', loadAuthModals);
  const requested = useSyncExternalStore(
    (changed) => pending.subscribe(changed),
    () => pending.signInRequest !== null,
    () => false,
  );
  // Once mounted, kept: a modal closing plays its animation, hands the focus back and keeps what it holds.
  const [wanted, setWanted] = useState(requested);
  if (requested && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthModals />
    </Suspense>
  );
});
