import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useMemo } from 'react';
import { useAppTexts } from '../i18n/AppTextsContext';
import { useInstance } from '../shell/ContainerContext';
import { AuthModalsDemand } from './AuthModalsDemand';

/** The app-wide login and one-time-code modals, mounted by the shell once one of them is first wanted. */
export const AuthModalsOnDemand = observer(function AuthModalsOnDemand() {
  const texts = useAppTexts();
  // The modals' views (antd's Modal and Form among them), their presenter, its form validation and
  // their texts download the first time one opens: most visits never need to sign in again, so no
  // first visit pays for them.
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
  // Once wanted, kept mounted: a modal closing plays its animation and keeps what it holds.
  if (!useInstance(AuthModalsDemand).wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthModals />
    </Suspense>
  );
});
