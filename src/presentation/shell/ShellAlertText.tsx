import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../messages/useMessageText';
import type { AlertPresenter } from './AlertPresenter';

/** The alert ShellAlertView shows; the visitor may close it. */
export default observer(function ShellAlertText({ presenter }: { presenter: AlertPresenter }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { alert } = presenter;
  if (alert === null) return null;
  return (
    <Alert
      type={alert.type}
      showIcon
      title={text(alert.message)}
      closable={{ 'aria-label': t('shell.alert.close') }}
      onClose={() => presenter.clear()}
      style={{ marginBottom: 16 }}
    />
  );
});
