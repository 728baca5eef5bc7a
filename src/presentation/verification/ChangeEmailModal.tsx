import { Input, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FormField } from '../forms/FormField';
import type { ChangeContactDialog } from './ChangeContactDialog';
import { ChangeContactModal } from './ChangeContactModal';

/** The change-of-address dialog of Verify Email. */
export const ChangeEmailModal = observer(function ChangeEmailModal({
  dialog,
  currentEmail,
}: {
  dialog: ChangeContactDialog<'email'>;
  currentEmail: string;
}) {
  const { t } = useTranslation();
  return (
    <ChangeContactModal
      dialog={dialog}
      texts="verification.changeEmail"
      firstFieldId="newEmail"
      intro={
        <Typography.Paragraph>
          {t('verification.changeEmail.current', { email: currentEmail })}
        </Typography.Paragraph>
      }
    >
      <FormField
        id="newEmail"
        label={t('verification.changeEmail.label')}
        error={dialog.change.fieldMessage('email')}
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={dialog.values.email}
            onChange={(event) => dialog.type('email', event.target.value)}
          />
        )}
      </FormField>
    </ChangeContactModal>
  );
});
