import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './usePageTitle';

/** The service did not answer while the signed-in consumer was being read: say so, and offer to try again. */
export function ServiceUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  usePageTitle('shell.unavailable.pageTitle');
  return (
    <Result
      status="warning"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('shell.unavailable.title')}</h1>}
      subTitle={<span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t('shell.unavailable.text')}</span>}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('shell.unavailable.retry')}
        </Button>
      }
    />
  );
}
