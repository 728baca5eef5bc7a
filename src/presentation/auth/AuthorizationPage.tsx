import { Alert, Card, Flex, Tabs, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
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
        <Tabs
          activeKey={presenter.tab}
          onChange={chooseTab}
          aria-label={t('signin.authorization.tabs.label')}
          items={[
            {
              key: 'signin',
              label: t('signin.authorization.tabs.signIn'),
              children: <SignInTab presenter={presenter} />,
            },
            {
              key: 'register',
              label: t('signin.authorization.tabs.register'),
              children: <RegisterTab presenter={presenter} />,
            },
          ]}
        />
      </Card>
    </Flex>
  );
});
