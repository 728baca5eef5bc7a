import { useTranslation } from 'react-i18next';
import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { MESSAGE_EXPECTED_WITHIN_MINUTES } from '../../domain/timing';
import { MessageAlert } from '../messages/MessageAlert';
import { ChangeEmailModal } from './ChangeContactModal';
import { VerificationScreen } from './VerificationScreen';
import { VerifyEmailPresenter } from './VerifyEmailPresenter';

/** Verify Email (/consumer/verification/email). */
export default observer(function VerifyEmailPage({ presenter }: { presenter: VerifyEmailPresenter }) {
  const { t } = useTranslation();

  return (
    <VerificationScreen contact={presenter}>
      <Typography.Paragraph>
        {t('verification.email.sentTo', { email: presenter.email })}
      </Typography.Paragraph>
      <Typography.Paragraph>
        {t('verification.email.expected', { minutes: MESSAGE_EXPECTED_WITHIN_MINUTES })}
      </Typography.Paragraph>
      <MessageAlert message={presenter.sender.failure} />
      <ChangeEmailModal dialog={presenter.changeDialog} currentEmail={presenter.email} />
    </VerificationScreen>
  );
});
