import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin aria-label={t('common.loading')} />
    </Flex>
  );
}
