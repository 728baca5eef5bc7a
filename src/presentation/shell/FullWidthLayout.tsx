import { Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullFooter } from '../footer/FullFooter';
import { LandingFooter } from '../landing/LandingFooter';
import { PageLoading } from './PageLoading';
import { PageShown } from './PageShown';
import { useShellHandle } from './pageKind';
import { ShellAlertView } from './ShellAlertView';
import { ShellHeader } from './ShellHeader';

/**
 * The full-width layout (SPEC section 2): the page spans the window. Landing routes end with the
 * lighter landing footer, every other route with the full footer.
 */
export function FullWidthLayout() {
  const { page } = useShellHandle();
  return (
    <>
      <ShellHeader layout="fullWidth" page={page} />
      <Layout.Content style={{ padding: 'var(--shell-gutter)' }}>
        <ShellAlertView />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <PageShown />
        </Suspense>
      </Layout.Content>
      {page === 'home' ? (
        <div style={{ paddingInline: 'var(--shell-gutter)' }}>
          <LandingFooter />
        </div>
      ) : (
        <FullFooter />
      )}
    </>
  );
}
