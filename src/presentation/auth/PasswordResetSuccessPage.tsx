import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../widgets/ButtonLink';
import { paths } from '../shell/paths';
import { AuthCard } from './AuthCard';

/** Password reset success (/consumer/set-password/success). */
export default function PasswordResetSuccessPage() {
  const { t } = useTranslation();
  return (
    <AuthCard texts="signin.resetSuccess">
      <Typography.Paragraph>{t('signin.resetSuccess.text')}</Typography.Paragraph>
      <ButtonLink to={paths.auth()} type="primary">
        {t('signin.resetSuccess.signIn')}
      </ButtonLink>
    </AuthCard>
  );
}
