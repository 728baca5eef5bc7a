import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../widgets/ButtonLink';
import { paths } from '../shell/paths';
import { usePageTitle } from '../shell/usePageTitle';
import { AUTH_CARD_WIDTH } from './authLayout';

/** Password reset success (/consumer/set-password/success). */
export default function PasswordResetSuccessPage() {
  const { t } = useTranslation();
  usePageTitle('signin.resetSuccess.pageTitle');
  return (
    <Flex justify="center">
      <Card style={{ width: '100%', maxWidth: AUTH_CARD_WIDTH }}>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 28 }}>
          {t('signin.resetSuccess.title')}
        </Typography.Title>
        <Typography.Paragraph>{t('signin.resetSuccess.text')}</Typography.Paragraph>
        <ButtonLink to={paths.auth()} type="primary">
          {t('signin.resetSuccess.signIn')}
        </ButtonLink>
      </Card>
    </Flex>
  );
}
