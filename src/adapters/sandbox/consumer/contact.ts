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

/** Replacing a verified e-mail or mobile: checks the fresh one-time code that must come with it. */
type ConfirmChange = () => void;

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
  if (account.isEmailVerified) confirm();
  account.email = form.email;
  account.isEmailVerified = false;
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
  if (account.isMobileVerified) confirm();
  account.countryCode = dialCode;
  account.number = national;
  account.isMobileVerified = false;
  account.mobileCodeSentAt = null;
  context.state.mobileCodes = context.state.mobileCodes.filter((sent) => sent.consumerId !== account.id);
}

/**
 * POST /consumer/update: a new e-mail, or a new country code and number; replacing a verified one
 * takes a fresh one-time code (session/freshCode.ts).
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
