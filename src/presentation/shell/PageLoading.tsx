import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * The loading indicator of a page on its way: a spinner, announced politely. It holds a screen's height,
 * so that the footer below stays out of sight rather than jumping down when the page arrives.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" align="flex-start" style={{ padding: 48, minHeight: '100vh' }} role="status">
      <Spin />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Flex>
  );
}
