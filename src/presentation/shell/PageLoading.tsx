import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './VisuallyHidden';

/** The loading indicator of a page on its way: a spinner, announced politely. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" style={{ padding: 48 }} role="status">
      <Spin />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Flex>
  );
}
