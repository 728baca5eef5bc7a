import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MessageAlert } from '../messages/MessageAlert';
import { onDemand } from '../shell/onDemand';
import { paths } from '../shell/paths';
import { whenIdle } from '../shell/whenIdle';
import { AuthCard } from './AuthCard';
import { AuthorizationPresenter } from './AuthorizationPresenter';
import { AuthTabs, type AuthTabItem } from './AuthTabs';
import { LoginFields } from './LoginFields';
import { VerticalForm } from '../forms/VerticalForm';
import { FormItem } from '../forms/FormItem';
import { Notice } from '../widgets/Notice';

/**
 * The register tab's form (its terms checkbox and their rich text, the dial codes): downloaded once the
 * browser is idle after the sign-in tab shows, or when the tab is chosen, not with Authorization's first
 * visit (about 8 KiB gzipped).
 */
const registerTab = onDemand(() => import('./RegisterTab'));

/** The register tab's form; a page opened on it (reg=true) shows once the form is there, as its other modules. */
function RegisterPanel({ presenter }: { presenter: AuthorizationPresenter }) {
  // Always through `use`: a form already there is read at once, one awaited by the same call once it comes.
  const downloaded = use(registerTab.load());
  if (downloaded === null) throw new Error("the register tab's form did not download");
  return <downloaded.RegisterTab presenter={presenter} />;
}

/** The sign-in tab: e-mail and password; the one-time-code modal follows a right pair. */
const SignInTab = observer(function SignInTab({ presenter }: { presenter: AuthorizationPresenter }) {
  const { t } = useTranslation();
  const { signIn } = presenter;
  return (
    <VerticalForm onSubmit={() => void presenter.submitSignIn()}>
      <MessageAlert message={signIn.failure} />
      <LoginFields model={signIn} idPrefix="signin" />
      <FormItem>
        <Link to={paths.passwordResetStart()}>{t('signin.signIn.forgotPassword')}</Link>
      </FormItem>
      <Button type="primary" htmlType="submit" size="large" block loading={signIn.call.running}>
        {t('signin.signIn.submit')}
      </Button>
    </VerticalForm>
  );
});

/** Authorization (/auth): sign-in and register tabs; reg=true opens register, kyc=true leads on to KYC. */
export default observer(function AuthorizationPage({ presenter }: { presenter: AuthorizationPresenter }) {
  const { t } = useTranslation();
  useEffect(() => whenIdle(() => void registerTab.load()), []);
  // The register tab opens once its form is there: the page is not swapped for a loading state meanwhile.
  const choose = (key: AuthTabItem['key']) => {
    if (key === 'signin' || registerTab.loaded !== null) presenter.chooseTab(key);
    else
      void registerTab.load().then((downloaded) => {
        if (downloaded !== null) presenter.chooseTab(key);
      });
  };
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
        <Notice type="info" title={t('signin.authorization.kycNotice')} style={{ marginBottom: 16 }} />
      )}
      <AuthTabs
        label={t('signin.authorization.tabs.label')}
        active={presenter.tab}
        onChoose={choose}
        items={[
          {
            key: 'signin',
            label: t('signin.authorization.tabs.signIn'),
            panel: <SignInTab presenter={presenter} />,
          },
          {
            key: 'register',
            label: t('signin.authorization.tabs.register'),
            panel: <RegisterPanel presenter={presenter} />,
          },
        ]}
      />
    </AuthCard>
  );
});
