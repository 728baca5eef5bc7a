import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../shell/usePageTitle';

export default function LandingPage() {
  const { t } = useTranslation();
  usePageTitle('landing.pageTitle');
  return (
    <Flex vertical align="center" style={{ textAlign: 'center', paddingBlock: 48 }}>
      <Typography.Title level={1}>{t('landing.title')}</Typography.Title>
      <Typography.Paragraph style={{ maxWidth: 640 }}>{t('landing.subtitle')}</Typography.Paragraph>
    </Flex>
  );
}
