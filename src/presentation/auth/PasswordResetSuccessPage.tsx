import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../widgets/ButtonLink';
import { paths } from '../shell/paths';
import { usePageTitle } from '../shell/usePageTitle';
import { AuthCard } from './AuthCard';

/** Password reset success (/consumer/set-password/success). */
export default function PasswordResetSuccessPage() {
  const { t } = useTranslation();
  usePageTitle('signin.resetSuccess.pageTitle');
  return (
    <AuthCard title={t('signin.resetSuccess.title')}>
      <Typography.Paragraph>{t('signin.resetSuccess.text')}</Typography.Paragraph>
      <ButtonLink to={paths.auth()} type="primary">
        {t('signin.resetSuccess.signIn')}
      </ButtonLink>
    </AuthCard>
  );
}
