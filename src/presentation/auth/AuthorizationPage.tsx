import { Alert, Button, Form, Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MessageAlert } from '../messages/MessageAlert';
import { paths } from '../shell/paths';
import { AuthCard } from './AuthCard';
import { AuthorizationPresenter, type AuthTab } from './AuthorizationPresenter';
import { LoginFields } from './LoginFields';
import { RegisterTab } from './RegisterTab';

const AUTH_TABS_ID = 'auth-tabs';

/** The sign-in tab: e-mail and password; the one-time-code modal follows a right pair. */
const SignInTab = observer(function SignInTab({ presenter }: { presenter: AuthorizationPresenter }) {
  const { t } = useTranslation();
  const { signIn } = presenter;
  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void presenter.submitSignIn()}>
      <MessageAlert message={signIn.failure} />
      <LoginFields model={signIn} idPrefix="signin" />
      <Form.Item>
        <Link to={paths.passwordResetStart()}>{t('signin.signIn.forgotPassword')}</Link>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={signIn.call.running}>
        {t('signin.signIn.submit')}
      </Button>
    </Form>
  );
});

/** Authorization (/auth): sign-in and register tabs; reg=true opens register, kyc=true leads on to KYC. */
export default observer(function AuthorizationPage({ presenter }: { presenter: AuthorizationPresenter }) {
  const { t } = useTranslation();

  // The tab list is named, not the element around it (an aria-label on a div with no role names
  // nothing): antd's Tabs passes no attribute on to its tablist, so the name is set once it is drawn.
  const tabsBox = useRef<HTMLDivElement>(null);
  const tabListLabel = t('signin.authorization.tabs.label');
  useLayoutEffect(() => {
    tabsBox.current?.querySelector('[role="tablist"]')?.setAttribute('aria-label', tabListLabel);
  }, [tabListLabel]);

  return (
    <AuthCard
      texts="signin.authorization"
      title={t(
        presenter.tab === 'register'
          ? 'signin.authorization.registerTitle'
          : 'signin.authorization.signInTitle',
      )}
    >
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
          onChange={(key) => presenter.chooseTab(key as AuthTab)}
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
    </AuthCard>
  );
});
