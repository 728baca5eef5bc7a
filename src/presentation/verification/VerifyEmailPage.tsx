import { useTranslation } from 'react-i18next';
import { Input, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { MESSAGE_EXPECTED_WITHIN_MINUTES } from '../../domain/timing';
import { FormField } from '../forms/FormField';
import { MessageAlert } from '../messages/MessageAlert';
import { usePageType } from '../shell/analytics';
import { ChangeContactModal } from './ChangeContactModal';
import { VerificationScreen } from './VerificationScreen';
import { VerifyEmailPresenter } from './VerifyEmailPresenter';

/** Verify Email (/consumer/verification/email). */
export default observer(function VerifyEmailPage({ presenter }: { presenter: VerifyEmailPresenter }) {
  usePageType('email_validate');
  const { t } = useTranslation();
  const dialog = presenter.contact.changeDialog;
  return (
    <VerificationScreen
      channel="email"
      contact={presenter.contact}
      changeDialog={
        <ChangeContactModal
          dialog={dialog}
          texts="verification.changeEmail"
          firstFieldId="newEmail"
          intro={
            <Typography.Paragraph>
              {t('verification.changeEmail.current', { email: presenter.email })}
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
      }
    >
      <Typography.Paragraph>
        {t('verification.email.sentTo', { email: presenter.email })}
      </Typography.Paragraph>
      <Typography.Paragraph>
        {t('verification.email.expected', { minutes: MESSAGE_EXPECTED_WITHIN_MINUTES })}
      </Typography.Paragraph>
      <MessageAlert message={presenter.contact.sender.failure} />
    </VerificationScreen>
  );
});
