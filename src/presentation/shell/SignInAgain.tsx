import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageResult } from './PageResult';
import { usePageTitle } from './usePageTitle';

/**
 * What a page whose session expired shows beneath the login window (and once it is closed): why it
 * waits, and a way to open the window again. The page keeps its address.
 */
export function SignInAgain({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  usePageTitle('shell.signInAgain.pageTitle');
  return (
    <PageResult
      status="info"
      title={t('shell.signInAgain.title')}
      text={t('shell.signInAgain.text')}
      action={
        <Button type="primary" onClick={onSignIn}>
          {t('shell.signInAgain.signIn')}
        </Button>
      }
    />
  );
}
