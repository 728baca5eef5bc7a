import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { PendingAction } from '../../application/session/PendingAction';
import { useAppTexts } from '../i18n/AppTextsContext';
import { useInstance } from '../shell/ContainerContext';

/** Mounts the app-wide auth modals once a sign-in is first asked for. */
export const AuthModalsOnDemand = observer(function AuthModalsOnDemand() {
  const texts = useAppTexts();
  const pending = useInstance(PendingAction);
  // The modals' views, presenter, validation and texts download when first needed: most visits never sign in again.
  const AuthModals = useMemo(
    () =>
      lazy(async () => {
        const [{ AuthModals: modals }] = await Promise.all([
          import(/* webpackChunkName: "auth-modals" */ './AuthModals'),
          texts.need('auth-modals'),
        ]);
        return { default: modals };
      }),
    [texts],
  );
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
