import { Button, Popconfirm, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../messages/useMessageText';
import { browserPage } from '../shell/browserPage';
import { usePresenter } from '../shell/ContainerContext';
import { SandboxResetPresenter } from './SandboxResetPresenter';

/** Resets the sandbox after a confirmation, then reloads the page. */
export const ResetSandboxButton = observer(function ResetSandboxButton({
  size,
}: {
  size?: 'small' | 'middle';
}) {
  const presenter = usePresenter(SandboxResetPresenter);
  const { t } = useTranslation();
  const text = useMessageText();
  const { failure } = presenter.resetting;
  const reset = async () => {
    if (await presenter.reset()) browserPage.reload();
  };
  return (
    <>
      <Popconfirm
        title={t('sandbox.reset.confirmTitle')}
        description={t('sandbox.reset.confirmText')}
        okText={t('sandbox.reset.confirm')}
        cancelText={t('sandbox.reset.cancel')}
        onConfirm={() => reset()}
      >
        <Button size={size} danger loading={presenter.resetting.running}>
          {t('sandbox.reset.button')}
        </Button>
      </Popconfirm>
      {failure && (
        <Typography.Text type="danger" role="alert">
          {text(failure)}
        </Typography.Text>
      )}
    </>
  );
});
