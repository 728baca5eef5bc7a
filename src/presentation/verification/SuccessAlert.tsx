import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** The verification area's success alert (hidden again by its presenter after 8 seconds). */
export function SuccessAlert({ message }: { message: string | null }) {
  const { t } = useTranslation();
  // The live region stays in the page so each new message is announced.
  return (
    <div role="status">
      {message !== null && <Alert type="success" showIcon title={t(message)} style={{ marginBottom: 16 }} />}
    </div>
  );
}
