import { Button, Popconfirm } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresenter } from '../shell/ContainerContext';
import { SandboxResetPresenter } from './SandboxResetPresenter';

// Downloaded with a failure: the banner is on every page, and the message renderer knows every form
// field's bounds, which no first visit needs (as the shell's alert, ShellAlertView).
const ResetFailure = lazy(() => import('./ResetFailure'));

/** Resets the sandbox after a confirmation, then reloads the page. */
export const ResetSandboxButton = observer(function ResetSandboxButton({
  size,
}: {
  size?: 'small' | 'middle';
}) {
  const presenter = usePresenter(SandboxResetPresenter);
  const { t } = useTranslation();
  const { failure } = presenter.resetting;
  return (
    <>
      <Popconfirm
        title={t('sandbox.reset.confirmTitle')}
        description={t('sandbox.reset.confirmText')}
        okText={t('sandbox.reset.confirm')}
        cancelText={t('sandbox.reset.cancel')}
        onConfirm={() => presenter.reset()}
      >
        <Button size={size} danger loading={presenter.resetting.running}>
          {t('sandbox.reset.button')}
        </Button>
      </Popconfirm>
      {failure && (
        <Suspense fallback={null}>
          <ResetFailure message={failure} />
        </Suspense>
      )}
    </>
  );
});
