import { Layout } from 'antd';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, type GetScrollRestorationKeyFunction } from 'react-router-dom';
import { BACKEND_MODE } from '../../application/config/BackendMode';
import { AuthModalsOnDemand } from '../auth/AuthModalsOnDemand';
import { SandboxBanner } from '../sandbox/SandboxBanner';
import { useInstance } from './ContainerContext';
import { NavigationFollower } from './NavigationFollower';
import { useAlertsClearedOnNavigation } from './useAlertsClearedOnNavigation';
import { useCrossTabTokenSync } from './useCrossTabTokenSync';
import { followInputModality } from './focusHeading';
import { useFocusOnNavigation } from './useFocusOnNavigation';

/**
 * The key a page's scroll position is kept under. React Router keys the first page of every document
 * "default", so a page typed in the address bar (or opened from another site) took the position of the
 * last page the tab showed: the landing's video=true opened scrolled to the foot of the landing. That
 * first page is keyed by its address instead; a reload still finds its own position.
 */
const scrollKey: GetScrollRestorationKeyFunction = (location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/**
 * The root of every route: the sandbox banner outside production, the layout the route picks
 * (centred or full width), the sign-in modals any page may open, the destinations presenters name,
 * and the shell's duties on every navigation (alerts cleared, focus kept on the page and drawn for
 * keyboard users only, scroll restored) and across tabs (token sync).
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
