import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../widgets/Spinner';
import { VisuallyHidden } from './VisuallyHidden';

/** A page on its way: a spinner, announced, a screen high so the footer does not jump when it arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" align="flex-start" style={{ padding: 48, minHeight: '100vh' }} role="status">
      <Spinner />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Flex>
  );
}
