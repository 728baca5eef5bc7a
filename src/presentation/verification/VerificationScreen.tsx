import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../shell/paths';
import { ButtonLink } from '../widgets/ButtonLink';
import { RegistrationShell } from '../widgets/RegistrationShell';
import { StepHeading } from '../widgets/StepHeading';
import { ResendControl } from './ResendControl';
import { SuccessAlert } from '../widgets/SuccessAlert';
import type { ContactVerification } from './ContactVerification';
import { Paragraph } from '../widgets/Text';
import { Notice } from '../widgets/Notice';

/** Where Continue leads once the contact is verified. */
const NEXT = { email: paths.verifyMobile, mobile: paths.personalInfo } as const;

/** The frame of Verify Email and Verify Mobile around the screen's own content (SPEC section 2). */
export const VerificationScreen = observer(function VerificationScreen({
  contact,
  children,
}: {
  contact: ContactVerification<string>;
  /** Shown above Resend while the contact is not verified, with the change dialog. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { channel } = contact.sender;
  const text = (part: string) => t(`verification.${channel}.${part}`);
  return (
    <RegistrationShell
      step={channel === 'email' ? 'verifyEmail' : 'verifyMobile'}
      pageTitle={`verification.${channel}.pageTitle`}
    >
      <StepHeading title={text('title')} />
      <SuccessAlert alert={contact.sender.alert} />
      {contact.isVerified ? (
        <>
          <Paragraph>{text('verified')}</Paragraph>
          <ButtonLink to={NEXT[channel]()} type="primary" size="large" block>
            {text('continue')}
          </ButtonLink>
        </>
      ) : (
        <>
          {children}
          <ResendControl label={text('resend')} sender={contact.sender} />
          <Button
            type="link"
            style={{ paddingInline: 0, marginTop: 16 }}
            onClick={() => contact.changeDialog.show()}
          >
            {text('change')}
          </Button>
          {contact.showsOutboxLink && (
            <Notice
              icon={false}
              type="info"
              style={{ marginTop: 24 }}
              title={t('verification.sandbox.note')}
              description={<Link to={paths.sandboxOutbox()}>{t('verification.sandbox.outbox')}</Link>}
            />
          )}
        </>
      )}
    </RegistrationShell>
  );
});
