import { Flex } from 'antd';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  type GetScrollRestorationKeyFunction,
} from 'react-router-dom';
import { BACKEND_MODE } from '../../application/config/BackendMode';
import { TOKEN_SYNC } from '../../application/session/ports/TokenSync';
import { AuthModalsOnDemand } from '../auth/AuthModalsOnDemand';
import { FullFooter } from '../footer/FullFooter';
import { LandingFooter } from '../landing/LandingFooter';
import { SandboxBanner } from '../sandbox/SandboxBanner';
import { AlertPresenter } from './AlertPresenter';
import { Breadcrumbs } from './Breadcrumbs';
import { browserPage } from './browserPage';
import { useInstance } from './ContainerContext';
import { followInputModality } from './focusHeading';
import { NavigationFollower } from './NavigationFollower';
import { PageLoading } from './PageLoading';
import { PageShown } from './PageShown';
import { useShellHandle } from './pageKind';
import { SessionPresenter } from './SessionPresenter';
import { ShellAlertView } from './ShellAlertView';
import { ShellHeader } from './ShellHeader';
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
        else session.readTokenAgain();
      }),
    [sync, session],
  );
}

/**
 * antd's Layout as it draws the page (a column on the layout grey, in the theme's font), with the theme's
 * variables: Layout brought its Sider, with the Sider's icons and responsive code, into the entry every
 * route downloads, for a header, a main and a footer. antd's Flex (in the entry for the header anyway)
 * carries the theme's classes, whose variables the page's look-alikes read; app.css sizes boxes as
 * Layout's sheet did.
 */
const SHELL_LAYOUT_STYLE = {
  flex: 'auto',
  minHeight: '100vh',
  background: 'var(--ant-color-bg-layout)',
  fontFamily: 'var(--ant-font-family)',
  fontSize: 'var(--ant-font-size)',
};

/**
 * The root of every route: the sandbox banner outside production, the layout of SPEC section 2 the
 * route's row names around the shell's alert and the page (Home has the lighter footer), the sign-in
 * modals any page may open, and the shell's duties on every navigation and across tabs.
 */
export function ShellLayout() {
  const mode = useInstance(BACKEND_MODE);
  const { page, layout } = useShellHandle();
  useCrossTabTokenSync();
  useAlertsClearedOnNavigation();
  useFocusOnNavigation();
  // Whether the focus the app moves is drawn: for keyboard users only (focusHeading).
  useEffect(() => followInputModality(document), []);
  const content = (
    <>
      <ShellAlertView />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        <PageShown />
      </Suspense>
    </>
  );
  return (
    <Flex vertical className="shell-layout" style={SHELL_LAYOUT_STYLE}>
      {mode === 'sandbox' && <SandboxBanner />}
      <ShellHeader page={page} layout={layout} />
      <main
        style={{ flex: 'auto', minHeight: 0, color: 'var(--ant-color-text)', padding: 'var(--shell-gutter)' }}
      >
        {layout === 'centred' ? (
          <div style={{ maxWidth: 960, marginInline: 'auto' }}>
            <div style={{ marginBottom: 16 }}>
              <Breadcrumbs />
            </div>
            {content}
          </div>
        ) : (
          content
        )}
      </main>
      {page === 'home' ? (
        <div style={{ paddingInline: 'var(--shell-gutter)' }}>
          <LandingFooter />
        </div>
      ) : (
        <FullFooter />
      )}
      <AuthModalsOnDemand />
      <NavigationFollower />
      <ScrollRestoration getKey={scrollKey} />
    </Flex>
  );
}
