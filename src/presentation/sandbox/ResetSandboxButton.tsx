import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresenter } from '../shell/ContainerContext';
import { onDemand, useOnDemand } from '../shell/onDemand';
import { SandboxResetPresenter } from './SandboxResetPresenter';

// Downloaded with a failure: the banner is on every page, and the message renderer knows every form
// field's bounds, which no first visit needs (as the shell's alert, ShellAlertView).
const ResetFailure = lazy(() => import('./ResetFailure'));

/** The confirmation (antd's Popconfirm), downloaded when the button is first hovered, focused or pressed. */
const CONFIRMATION = onDemand(() =>
  import(/* webpackChunkName: "sandbox-reset" */ './ResetConfirmation').then(
    ({ ResetConfirmation }) => ResetConfirmation,
  ),
);

/** Resets the sandbox after a confirmation, then reloads the page. */
export const ResetSandboxButton = observer(function ResetSandboxButton({
  size,
}: {
  size?: 'small' | 'middle';
}) {
  const presenter = usePresenter(SandboxResetPresenter);
  const { t } = useTranslation();
  const { loaded: Confirmation, pressed, focused, standIn } = useOnDemand(CONFIRMATION, { idle: false });
  const { failure } = presenter.resetting;
  const button = {
    size,
    danger: true,
    loading: presenter.resetting.running,
    children: t('sandbox.reset.button'),
  };
  return (
    <>
      {Confirmation === null ? (
        <Button {...button} {...standIn} />
      ) : (
        <Confirmation
          button={button}
          onConfirm={() => presenter.reset()}
          openAtOnce={pressed}
          focusAtOnce={focused}
        />
      )}
      {failure && (
        <Suspense fallback={null}>
          <ResetFailure message={failure} />
        </Suspense>
      )}
    </>
  );
});
