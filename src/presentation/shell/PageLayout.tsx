import { Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullFooter } from '../footer/FullFooter';
import { LandingFooter } from '../landing/LandingFooter';
import { Breadcrumbs } from './Breadcrumbs';
import { PageLoading } from './PageLoading';
import { PageShown } from './PageShown';
import { useShellHandle } from './pageKind';
import { ShellAlertView } from './ShellAlertView';
import { ShellHeader } from './ShellHeader';

/**
 * The two layouts of SPEC section 2 around the shell's alert and the page, the one its row names;
 * Home has the lighter footer.
 */
export function PageLayout() {
  const { page, layout } = useShellHandle();
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
    <>
      <ShellHeader />
      <Layout.Content style={{ padding: 'var(--shell-gutter)' }}>
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
