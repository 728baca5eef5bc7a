import { ChangeEmailForm } from '../../../domain/consumer/forms/ChangeEmailForm';
import { ChangePhoneForm } from '../../../domain/consumer/forms/ChangePhoneForm';
import { nationalNumber } from '../../../domain/consumer/phone';
import type { ContactChange, ContactUpdate } from '../../../application/consumer/ports/ConsumerGateway';
import type { Bearer } from '../SandboxApi';
import type { SandboxContext } from '../SandboxContext';
import { requireFreshCode } from '../session/freshCode';
import { accountOf } from '../session/sessions';
import type { AccountRecord } from '../state/SandboxState';
import { rejectTakenEmail } from './accounts';
import { consumerView } from './consumerView';
import { bareDialCode, countryOfDialCode } from './dialCountry';
import { sendVerificationLink } from './emailVerification';
import { rejectInvalidForm } from './formErrors';

/** A change that needs a fresh one-time code: checks the code that must come with it. */
type ConfirmChange = () => void;

/** A contact change is pending while a contact set by a change is not verified yet. */
function hasPendingChange(account: AccountRecord): boolean {
  return (
    (account.emailChanged && !account.isEmailVerified) || (account.mobileChanged && !account.isMobileVerified)
  );
}

/**
 * Whether changing a contact takes a fresh one-time code: always, unless it is the registration's own,
 * never verified and never changed (a typo made while signing up), and no other change is pending. So
 * once the owner replaced their e-mail or mobile, another live session of the account cannot replace it
 * again, verify it and reset the password; nor can the owner's own session without the code.
 */
function needsFreshCode(account: AccountRecord, verified: boolean): boolean {
  return verified || hasPendingChange(account);
}

/** A new address must be verified again: a link goes to it at once (restarting the resend wait). */
function changeEmail(
  context: SandboxContext,
  account: AccountRecord,
  email: string,
  confirm: ConfirmChange,
): void {
  const form = ChangeEmailForm.from({ email }, account.email);
  rejectInvalidForm(form);
  rejectTakenEmail(context.state, form.email, account.id);
  if (needsFreshCode(account, account.isEmailVerified)) confirm();
  account.email = form.email;
  account.isEmailVerified = false;
  account.emailChanged = true;
  sendVerificationLink(context, account);
}

/** A new number must be verified again; its first code may be asked for at once. */
function changePhone(
  context: SandboxContext,
  account: AccountRecord,
  countryCode: string,
  number: string,
  confirm: ConfirmChange,
): void {
  const countryIso = countryOfDialCode(countryCode);
  const form = ChangePhoneForm.from({ countryIso, number });
  rejectInvalidForm(form, { countryIso: 'countryCode' });
  const national = nationalNumber(form.number, countryIso) ?? form.number;
  const dialCode = bareDialCode(countryCode);
  if (account.countryCode === dialCode && account.number === national) return;
  if (needsFreshCode(account, account.isMobileVerified)) confirm();
  account.countryCode = dialCode;
  account.number = national;
  account.isMobileVerified = false;
  account.mobileChanged = true;
  account.mobileCodeSentAt = null;
  context.state.mobileCodes = context.state.mobileCodes.filter((sent) => sent.consumerId !== account.id);
}

/**
 * POST /consumer/update: a new e-mail, or a new country code and number; any change but a first fix of
 * the registration's unverified contact takes a fresh one-time code (needsFreshCode, session/freshCode.ts).
 */
export function updateContact(context: SandboxContext, bearer: Bearer, change: ContactChange): ContactUpdate {
  const session = context.requireSessionRecord(bearer);
  const account = accountOf(context.state, session);
  const confirm = () => requireFreshCode(context, session, change.code);
  if ('email' in change) changeEmail(context, account, change.email, confirm);
  else changePhone(context, account, change.countryCode, change.number, confirm);
  const consumer = consumerView(context.state, account, session);
  return {
    consumer,
    token: session.token,
    allowVerificationEmailAfter: consumer.allowVerificationEmailAfter,
  };
}
