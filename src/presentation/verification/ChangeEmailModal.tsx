import { Input, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { FormField } from '../forms/FormField';
import { ChangeContactModal } from './ChangeContactModal';
import type { ChangeEmailDialog } from './ChangeEmailDialog';
import { useTranslation } from 'react-i18next';

/** The change-of-address dialog of Verify Email. */
export const ChangeEmailModal = observer(function ChangeEmailModal({
  dialog,
  currentEmail,
}: {
  dialog: ChangeEmailDialog;
  currentEmail: string;
}) {
  const { t } = useTranslation();
  return (
    <ChangeContactModal
      firstFieldId="newEmail"
      open={dialog.open}
      title={t('verification.changeEmail.title')}
      intro={
        <Typography.Paragraph>
          {t('verification.changeEmail.current', { email: currentEmail })}
        </Typography.Paragraph>
      }
      failure={dialog.failure}
      changing={dialog.changing}
      cancelLabel={t('verification.changeEmail.cancel')}
      submitLabel={t('verification.changeEmail.submit')}
      onClose={() => dialog.close()}
      onSubmit={() => void dialog.submit()}
    >
      <FormField id="newEmail" label={t('verification.changeEmail.label')} error={dialog.error}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={dialog.email}
            onChange={(event) => dialog.type(event.target.value)}
          />
        )}
      </FormField>
    </ChangeContactModal>
  );
});
