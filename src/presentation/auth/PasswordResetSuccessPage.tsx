import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../widgets/ButtonLink';
import { paths } from '../shell/paths';
import { AuthCard } from './AuthCard';
import { Paragraph } from '../widgets/Text';

/** Password reset success (/consumer/set-password/success). */
export default function PasswordResetSuccessPage() {
  const { t } = useTranslation();
  return (
    <AuthCard texts="signin.resetSuccess">
      <Paragraph>{t('signin.resetSuccess.text')}</Paragraph>
      <ButtonLink to={paths.auth()} type="primary">
        {t('signin.resetSuccess.signIn')}
      </ButtonLink>
    </AuthCard>
  );
}
