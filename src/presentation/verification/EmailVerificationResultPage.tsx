import { useTranslation } from 'react-i18next';
import { Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { ButtonLink } from '../widgets/ButtonLink';
import { MessageAlert } from '../messages/MessageAlert';
import { RegistrationShell } from '../widgets/RegistrationShell';
import { Spinner } from '../widgets/Spinner';
import { StepHeading } from '../widgets/StepHeading';
import { paths } from '../shell/paths';
import { EmailVerificationResultPresenter, type EmailCheckState } from './EmailVerificationResultPresenter';
import { ResendControl } from './ResendControl';
import { SuccessAlert } from '../widgets/SuccessAlert';
import { InlineText, Paragraph } from '../widgets/Text';

/** The heading's texts (under verification.result) in each state of the check. */
const HEADINGS: Record<EmailCheckState, { title: string; intro?: string }> = {
  checking: { title: 'pageTitle' },
  verified: { title: 'verifiedTitle', intro: 'verifiedText' },
  notVerified: { title: 'failedTitle', intro: 'failedText' },
};

/** Email Verification result (/consumer/verify?cons&nonce): public, opened from the e-mail's link. */
export default observer(function EmailVerificationResultPage({
  presenter,
}: {
  presenter: EmailVerificationResultPresenter;
}) {
  const { t } = useTranslation();
  const heading = HEADINGS[presenter.state];
  return (
    <RegistrationShell step="verifyEmail" pageTitle="verification.result.pageTitle">
      <StepHeading
        title={t(`verification.result.${heading.title}`)}
        intro={heading.intro && t(`verification.result.${heading.intro}`)}
      />
      {presenter.state === 'checking' && (
        <Flex gap={12} align="center">
          <Spinner />
          <InlineText role="status">{t('verification.result.checking')}</InlineText>
        </Flex>
      )}
      {presenter.state === 'verified' && (
        <ButtonLink to={presenter.continuePath} type="primary" size="large" block>
          {t('verification.result.continue')}
        </ButtonLink>
      )}
      {presenter.state === 'notVerified' && (
        <>
          {presenter.email !== null && (
            <Paragraph strong>{t('verification.result.address', { email: presenter.email })}</Paragraph>
          )}
          <SuccessAlert alert={presenter.sender.alert} />
          <MessageAlert message={presenter.sender.failure} />
          {presenter.canAskForNewLink ? (
            <ResendControl label={t('verification.result.resend')} sender={presenter.sender} />
          ) : (
            <ButtonLink to={paths.auth()} type="primary">
              {t('verification.result.signIn')}
            </ButtonLink>
          )}
        </>
      )}
    </RegistrationShell>
  );
});
