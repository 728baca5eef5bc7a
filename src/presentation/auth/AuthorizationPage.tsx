import { Alert, Card, Flex, Tabs, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePresenter } from '../shell/ContainerContext';
import { usePageType } from '../shell/analytics';
import { paths } from '../shell/paths';
import { usePageTitle } from '../shell/usePageTitle';
import { AUTH_CARD_WIDTH } from './authLayout';
import { AuthorizationPresenter, type AuthTab } from './AuthorizationPresenter';
import { RegisterTab } from './RegisterTab';
import { SignInTab } from './SignInTab';

const AUTH_TABS_ID = 'auth-tabs';

/** Authorization (/auth): sign-in and register tabs; reg=true opens register, kyc=true leads on to KYC. */
export default observer(function AuthorizationPage() {
  const { t } = useTranslation();
  usePageTitle('signin.authorization.pageTitle');
  usePageType('account');
  const presenter = usePresenter(AuthorizationPresenter);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reg = params.get('reg') === 'true';
  const kyc = params.get('kyc') === 'true';
  // The first render already shows the tab the address asks for; later address changes follow.
  useState(() => presenter.applyQuery({ reg, kyc }));
  useEffect(() => presenter.applyQuery({ reg, kyc }), [presenter, reg, kyc]);

  // The tab list is named, not the element around it (an aria-label on a div with no role names
  // nothing): antd's Tabs passes no attribute on to its tablist, so the name is set once it is drawn.
  const tabsBox = useRef<HTMLDivElement>(null);
  const tabListLabel = t('signin.authorization.tabs.label');
  useLayoutEffect(() => {
    tabsBox.current?.querySelector('[role="tablist"]')?.setAttribute('aria-label', tabListLabel);
  }, [tabListLabel]);

  const chooseTab = (key: string) => {
    const tab = key as AuthTab;
    presenter.chooseTab(tab);
    // The address follows the tab, so a reload or a shared link opens the same one.
    void navigate(paths.auth({ register: tab === 'register', kyc }), { replace: true });
  };

  return (
    <Flex justify="center">
      <Card style={{ width: '100%', maxWidth: AUTH_CARD_WIDTH }}>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 28 }}>
          {t(
            presenter.tab === 'register'
              ? 'signin.authorization.registerTitle'
              : 'signin.authorization.signInTitle',
          )}
        </Typography.Title>
        {presenter.kyc && presenter.tab === 'signin' && (
          <Alert
            type="info"
            showIcon
            title={t('signin.authorization.kycNotice')}
            style={{ marginBottom: 16 }}
          />
        )}
        <div ref={tabsBox}>
          <Tabs
            // A fixed id: the tabs' and panels' ids are the same in the prerendered page and in the app
            // (antd makes one up only once the page runs, so the prerender had none).
            id={AUTH_TABS_ID}
            activeKey={presenter.tab}
            onChange={chooseTab}
            // Both panels are always there, so each tab's aria-controls names one; only the open tab's
            // has its form (what is typed lives in the presenter, so nothing is lost on a switch).
            items={[
              {
                key: 'signin',
                label: t('signin.authorization.tabs.signIn'),
                forceRender: true,
                children: presenter.tab === 'signin' ? <SignInTab presenter={presenter} /> : null,
              },
              {
                key: 'register',
                label: t('signin.authorization.tabs.register'),
                forceRender: true,
                children: presenter.tab === 'register' ? <RegisterTab presenter={presenter} /> : null,
              },
            ]}
          />
        </div>
      </Card>
    </Flex>
  );
});
