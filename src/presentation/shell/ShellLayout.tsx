import { Layout } from 'antd';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { BACKEND_MODE } from '../../application/config/BackendMode';
import { AuthModalsOnDemand } from '../auth/AuthModalsOnDemand';
import { SandboxBanner } from '../sandbox/SandboxBanner';
import { useInstance } from './ContainerContext';
import { NavigationFollower } from './NavigationFollower';
import { useAlertsClearedOnNavigation } from './useAlertsClearedOnNavigation';
import { useCrossTabTokenSync } from './useCrossTabTokenSync';
import { useFocusOnNavigation } from './useFocusOnNavigation';

/**
 * The root of every route: the sandbox banner outside production, the layout the route picks
 * (centred or full width), the sign-in modals any page may open, the destinations presenters name,
 * and the shell's duties on every navigation (alerts cleared, focus kept on the page, scroll restored)
 * and across tabs (token sync).
 */
export function ShellLayout() {
  const mode = useInstance(BACKEND_MODE);
  useCrossTabTokenSync();
  useAlertsClearedOnNavigation();
  useFocusOnNavigation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {mode === 'sandbox' && <SandboxBanner />}
      <Outlet />
      <AuthModalsOnDemand />
      <NavigationFollower />
      <ScrollRestoration />
    </Layout>
  );
}
