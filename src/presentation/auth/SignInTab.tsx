import { Button, Form } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../shell/paths';
import type { AuthorizationPresenter } from './AuthorizationPresenter';
import { MessageAlert } from '../messages/MessageAlert';
import { LoginFields } from './LoginFields';

/** The sign-in tab: e-mail and password; the one-time-code modal follows a right pair. */
export const SignInTab = observer(function SignInTab({ presenter }: { presenter: AuthorizationPresenter }) {
  const { t } = useTranslation();
  const { signIn } = presenter;
  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void presenter.submitSignIn()}>
      <MessageAlert message={signIn.login.failure} />
      <LoginFields model={signIn} idPrefix="signin" />
      <Form.Item>
        <Link to={paths.passwordResetStart()}>{t('signin.signIn.forgotPassword')}</Link>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={signIn.login.running}>
        {t('signin.signIn.submit')}
      </Button>
    </Form>
  );
});
