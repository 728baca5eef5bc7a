import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { MESSAGE_EXPECTED_WITHIN_MINUTES } from '../../domain/timing';
import { MessageAlert } from '../messages/MessageAlert';
import { OnceOpened } from '../widgets/OnceOpened';
import { VerificationScreen } from './VerificationScreen';
import { VerifyEmailPresenter } from './VerifyEmailPresenter';
import { Paragraph } from '../widgets/Text';

// The dialog (antd's Modal) downloads when it is first opened.
const ChangeEmailModal = lazy(() =>
  import('./ChangeContactModal').then((dialogs) => ({
    default: dialogs.ChangeEmailModal,
  })),
);

/** Verify Email (/consumer/verification/email). */
export default observer(function VerifyEmailPage({ presenter }: { presenter: VerifyEmailPresenter }) {
  const { t } = useTranslation();

  return (
    <VerificationScreen contact={presenter}>
      <Paragraph>{t('verification.email.sentTo', { email: presenter.email })}</Paragraph>
      <Paragraph>{t('verification.email.expected', { minutes: MESSAGE_EXPECTED_WITHIN_MINUTES })}</Paragraph>
      <MessageAlert message={presenter.sender.failure} />
      <OnceOpened open={presenter.changeDialog.open}>
        <ChangeEmailModal dialog={presenter.changeDialog} currentEmail={presenter.email} />
      </OnceOpened>
    </VerificationScreen>
  );
});
