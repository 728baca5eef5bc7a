import { Alert, Button, Form } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MessageAlert } from '../messages/MessageAlert';
import { paths } from '../shell/paths';
import { AuthCard } from './AuthCard';
import { AuthorizationPresenter } from './AuthorizationPresenter';
import { AuthTabs } from './AuthTabs';
import { LoginFields } from './LoginFields';
import { RegisterTab } from './RegisterTab';

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
      <AuthTabs
        label={t('signin.authorization.tabs.label')}
        active={presenter.tab}
        onChoose={(key) => presenter.chooseTab(key)}
        items={[
          {
            key: 'signin',
            label: t('signin.authorization.tabs.signIn'),
            panel: <SignInTab presenter={presenter} />,
          },
          {
            key: 'register',
            label: t('signin.authorization.tabs.register'),
            panel: <RegisterTab presenter={presenter} />,
          },
        ]}
      />
    </AuthCard>
  );
});
