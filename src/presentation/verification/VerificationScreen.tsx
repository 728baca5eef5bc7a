import { Button, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { ButtonLink } from '../widgets/ButtonLink';
import { RegistrationShell } from '../widgets/RegistrationShell';
import { StepHeading } from '../widgets/StepHeading';
import { ResendControl } from './ResendControl';
import { SandboxOutboxNote } from './SandboxOutboxNote';
import { SuccessAlert } from '../widgets/SuccessAlert';
import type { TimedAlert } from '../widgets/TimedAlert';
import type { VerificationSender } from './VerificationSender';

/** What Verify Email and Verify Mobile have in common, as their presenters give it. */
export interface ContactVerification {
  readonly alert: TimedAlert;
  readonly sender: VerificationSender;
  readonly isVerified: boolean;
  readonly continuePath: string;
  readonly showsOutboxLink: boolean;
  openChange(): void;
}

/** The texts that differ between the two screens, translated. */
export interface ContactVerificationTexts {
  title: string;
  /** Shown instead of the form once the address or number is verified, above Continue. */
  verified: string;
  continue: string;
  resend: string;
  /** The "you can ask again in {{time}}" message key. */
  resendWaitKey: string;
  change: string;
}

/**
 * The frame of Verify Email and Verify Mobile (SPEC section 2): the message is sent on entry; the
 * screen's own content, then Resend with its countdown, the change-of-contact link and, in the
 * sandbox, the way to the outbox; Continue once verified.
 */
export const VerificationScreen = observer(function VerificationScreen({
  step,
  presenter,
  texts,
  resendId,
  changeDialog,
  children,
}: {
  step: 'verifyEmail' | 'verifyMobile';
  presenter: ContactVerification;
  texts: ContactVerificationTexts;
  resendId: string;
  changeDialog: ReactNode;
  /** What the screen asks while the contact is not verified yet, above Resend. */
  children: ReactNode;
}) {
  return (
    <RegistrationShell step={step}>
      <StepHeading title={texts.title} />
      <SuccessAlert alert={presenter.alert} />
      {presenter.isVerified ? (
        <>
          <Typography.Paragraph>{texts.verified}</Typography.Paragraph>
          <ButtonLink to={presenter.continuePath} type="primary" size="large" block>
            {texts.continue}
          </ButtonLink>
        </>
      ) : (
        <>
          {children}
          <ResendControl
            id={resendId}
            label={texts.resend}
            waitKey={texts.resendWaitKey}
            sender={presenter.sender}
          />
          <Button
            type="link"
            style={{ paddingInline: 0, marginTop: 16 }}
            onClick={() => presenter.openChange()}
          >
            {texts.change}
          </Button>
          {presenter.showsOutboxLink && <SandboxOutboxNote />}
        </>
      )}
      {changeDialog}
    </RegistrationShell>
  );
});
