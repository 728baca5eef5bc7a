import { Layout } from 'antd';
import { useEffect, useLayoutEffect } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  type GetScrollRestorationKeyFunction,
} from 'react-router-dom';
import { BACKEND_MODE } from '../../application/config/BackendMode';
import { TOKEN_SYNC } from '../../application/session/ports/TokenSync';
import { AuthModalsOnDemand } from '../auth/AuthModalsOnDemand';
import { SandboxBanner } from '../sandbox/SandboxBanner';
import { AlertPresenter } from './AlertPresenter';
import { browserPage } from './browserPage';
import { useInstance } from './ContainerContext';
import { followInputModality } from './focusHeading';
import { NavigationFollower } from './NavigationFollower';
import { SessionPresenter } from './SessionPresenter';
import { useFocusOnNavigation } from './useFocusOnNavigation';

/**
 * React Router keys the first page of every document "default", so a page typed in the address bar took
 * the scroll position of the tab's last page (video=true opened at the landing's foot): keyed by address.
 */
const scrollKey: GetScrollRestorationKeyFunction = (location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/** SPEC section 2; a layout effect, before the new page's effects, spares an alert it shows as it opens. */
function useAlertsClearedOnNavigation(): void {
  const alerts = useInstance(AlertPresenter);
  const { key } = useLocation();
  useLayoutEffect(() => {
    alerts.navigated();
  }, [alerts, key]);
}

/** Another tab signed out: this one reloads, leaving nothing of the old session (SPEC section 7, "General"). */
function useCrossTabTokenSync(): void {
  const sync = useInstance(TOKEN_SYNC);
  const session = useInstance(SessionPresenter);
  useEffect(
    () =>
      sync.subscribe((token) => {
        if (token === null) browserPage.reload();
        else session.tokenChanged();
      }),
    [sync, session],
  );
}

/**
 * The root of every route: the sandbox banner outside production, the layout the route picks, the
 * sign-in modals any page may open, and the shell's duties on every navigation and across tabs.
 */
export function ShellLayout() {
  const mode = useInstance(BACKEND_MODE);
  useCrossTabTokenSync();
  useAlertsClearedOnNavigation();
  useFocusOnNavigation();
  // Whether the focus the app moves is drawn: for keyboard users only (focusHeading).
  useEffect(() => followInputModality(document), []);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {mode === 'sandbox' && <SandboxBanner />}
      <Outlet />
      <AuthModalsOnDemand />
      <NavigationFollower />
      <ScrollRestoration getKey={scrollKey} />
    </Layout>
  );
}
