import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './usePageTitle';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle('errors.notFound.pageTitle');
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('errors.notFound.title')}</h1>}
      extra={
        <Button type="primary">
          <Link to="/">{t('errors.notFound.home')}</Link>
        </Button>
      }
    />
  );
}
