import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageResult } from './PageResult';
import { usePageTitle } from './usePageTitle';

/** The service did not answer while the signed-in consumer was being read: say so, and offer to try again. */
export function ServiceUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  usePageTitle('shell.unavailable.pageTitle');
  return (
    <PageResult
      status="warning"
      title={t('shell.unavailable.title')}
      text={t('shell.unavailable.text')}
      action={
        <Button type="primary" onClick={onRetry}>
          {t('shell.unavailable.retry')}
        </Button>
      }
    />
  );
}
