import { Input, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { FormField } from '../forms/FormField';
import { useMessages } from '../forms/useMessages';
import { ChangeContactModal } from './ChangeContactModal';
import type { VerifyEmailPresenter } from './VerifyEmailPresenter';

/** The change-of-address dialog of Verify Email. */
export const ChangeEmailModal = observer(function ChangeEmailModal({
  presenter,
}: {
  presenter: VerifyEmailPresenter;
}) {
  const { t, message } = useMessages();
  return (
    <ChangeContactModal
      open={presenter.changeOpen}
      title={t('verification.changeEmail.title')}
      intro={
        <Typography.Paragraph>
          {t('verification.changeEmail.current', { email: presenter.email })}
        </Typography.Paragraph>
      }
      failure={presenter.changeFailure}
      changing={presenter.changing}
      cancelLabel={t('verification.changeEmail.cancel')}
      submitLabel={t('verification.changeEmail.submit')}
      onClose={() => presenter.closeChange()}
      onSubmit={() => void presenter.submitChange()}
    >
      <FormField
        id="newEmail"
        label={t('verification.changeEmail.label')}
        error={presenter.newEmailError ? message(presenter.newEmailError) : null}
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={presenter.newEmail}
            onChange={(event) => presenter.typeNewEmail(event.target.value)}
          />
        )}
      </FormField>
    </ChangeContactModal>
  );
});
