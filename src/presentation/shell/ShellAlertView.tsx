import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AlertPresenter } from './AlertPresenter';
import { useInstance } from './ContainerContext';

/** The app-wide alert above the page, if any; the visitor may close it. */
export const ShellAlertView = observer(function ShellAlertView() {
  const presenter = useInstance(AlertPresenter);
  const { t } = useTranslation();
  const alert = presenter.current;
  if (alert === null) return null;
  return (
    <Alert
      type={alert.type}
      showIcon
      title={t(alert.messageKey, alert.values)}
      closable={{ 'aria-label': t('shell.alert.close') }}
      onClose={() => presenter.clear()}
      style={{ marginBottom: 16 }}
    />
  );
});
