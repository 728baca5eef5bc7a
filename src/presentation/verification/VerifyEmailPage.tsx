import { useTranslation } from 'react-i18next';
import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { MESSAGE_EXPECTED_WITHIN_MINUTES } from '../../domain/timing';
import { MessageAlert } from '../messages/MessageAlert';
import { usePageType } from '../shell/analytics';
import { ChangeEmailModal } from './ChangeContactModal';
import { VerificationScreen } from './VerificationScreen';
import { VerifyEmailPresenter } from './VerifyEmailPresenter';

/** Verify Email (/consumer/verification/email). */
export default observer(function VerifyEmailPage({ presenter }: { presenter: VerifyEmailPresenter }) {
  usePageType('email_validate');
  const { t } = useTranslation();

  return (
    <VerificationScreen
      channel="email"
      contact={presenter.contact}
      changeDialog={
        <ChangeEmailModal dialog={presenter.contact.changeDialog} currentEmail={presenter.email} />
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
