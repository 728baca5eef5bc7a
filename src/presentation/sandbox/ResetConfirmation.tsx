import { Button, Popconfirm, type ButtonProps } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTakenOver } from '../shell/onDemand';

/**
 * ResetSandboxButton once its confirmation is downloaded: `button` as the stand-in showed it, asking
 * before `onConfirm`, at once when the stand-in was pressed (`openAtOnce`), with the focus it had
 * (`focusAtOnce`).
 */
export function ResetConfirmation({
  button,
  onConfirm,
  openAtOnce,
  focusAtOnce,
}: {
  button: ButtonProps;
  onConfirm: () => void;
  openAtOnce: boolean;
  focusAtOnce: boolean;
}) {
  const { t } = useTranslation();
  const control = useRef<HTMLButtonElement>(null);
  useFocusTakenOver(focusAtOnce, control);
  return (
    <Popconfirm
      defaultOpen={openAtOnce}
      title={t('sandbox.reset.confirmTitle')}
      description={t('sandbox.reset.confirmText')}
      okText={t('sandbox.reset.confirm')}
      cancelText={t('sandbox.reset.cancel')}
      onConfirm={onConfirm}
    >
      <Button ref={control} {...button} />
    </Popconfirm>
  );
}
