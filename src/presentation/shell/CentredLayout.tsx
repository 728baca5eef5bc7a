import { Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullFooter } from '../footer/FullFooter';
import { Breadcrumbs } from './Breadcrumbs';
import { PageLoading } from './PageLoading';
import { PageShown } from './PageShown';
import { useShellHandle } from './pageKind';
import { ShellAlertView } from './ShellAlertView';
import { ShellHeader } from './ShellHeader';

/** Width of the centred column: forms, verification, account pages. */
export const CENTRED_WIDTH = 960;

/** The centred layout (SPEC section 2): header with the user menu, breadcrumbs, the page, full footer. */
export function CentredLayout() {
  const { page } = useShellHandle();
  return (
    <>
      <ShellHeader layout="centred" page={page} />
      <Layout.Content style={{ padding: 'var(--shell-gutter)' }}>
        <div style={{ maxWidth: CENTRED_WIDTH, marginInline: 'auto' }}>
          <div style={{ marginBottom: 16 }}>
            <Breadcrumbs page={page} />
          </div>
          <ShellAlertView />
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <PageShown />
          </Suspense>
        </div>
      </Layout.Content>
      <FullFooter />
    </>
  );
}
