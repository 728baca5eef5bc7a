import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../shell/paths';

/** Outside production the messages land in the sandbox outbox: one link away. */
export function SandboxOutboxNote() {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      style={{ marginTop: 24 }}
      title={t('verification.sandbox.note')}
      description={<Link to={paths.sandboxOutbox()}>{t('verification.sandbox.outbox')}</Link>}
    />
  );
}
