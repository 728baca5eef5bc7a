import { Alert, Flex, Layout, Typography } from 'antd';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BACKEND_MODE } from '../../application/config/BackendMode';
import { useInstance } from './ContainerContext';
import { LanguageSwitch } from './LanguageSwitch';
import { PageLoading } from './PageLoading';

export function ShellLayout() {
  const { t } = useTranslation();
  const mode = useInstance(BACKEND_MODE);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {mode === 'sandbox' && <Alert banner type="info" title={t('common.sandboxBanner')} />}
      <Layout.Header style={{ background: 'transparent', paddingInline: 24 }}>
        <Flex justify="space-between" align="center" style={{ height: '100%' }}>
          <Link to="/">
            <Typography.Text strong>{t('common.appName')}</Typography.Text>
          </Link>
          <LanguageSwitch />
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
