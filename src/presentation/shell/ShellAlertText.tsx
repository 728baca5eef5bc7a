import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MessageAlert } from '../messages/MessageAlert';
import type { AlertPresenter } from './AlertPresenter';

/** The alert ShellAlertView shows, announced as any message is; the visitor may close it. */
export default observer(function ShellAlertText({ presenter }: { presenter: AlertPresenter }) {
  const { t } = useTranslation();
  return (
    <MessageAlert
      message={presenter.alert?.message ?? null}
      type={presenter.alert?.type}
      close={{ label: t('shell.alert.close'), onClose: () => presenter.clear() }}
    />
  );
});
