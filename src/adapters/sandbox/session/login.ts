import { LoginForm } from '../../../domain/consumer/forms/LoginForm';
import type { LoginResult } from '../../../application/session/ports/SessionGateway';
import { findAccountByEmail } from '../consumer/accounts';
import { rejectInvalidForm } from '../consumer/formErrors';
import { badRequest } from '../errors';
import type { SandboxContext } from '../SandboxContext';
import { carryPendingCode, secondsBeforeNextCode } from './codeResendWait';
import { sendOneTimeCode } from './oneTimeCode';
import { openSession } from './sessions';

/** The password as typed, or the secret behind it when it arrives as a secure-input token. */
function typedPassword(context: SandboxContext, password: string): string {
  return context.state.vault[password] ?? password;
}

/**
 * POST /consumer/login. Right credentials open a login session whose token allows only the
 * one-time-code calls, and text the code at once; the consumer comes after the code. Within 60
 * seconds of the last code texted to the same mobile, nothing is texted: the code already sent moves
 * to the new login (codeResendWait.ts), so signing in twice quickly floods nobody and still works.
 * Wrong credentials answer 400 invalidCredentials without saying which one was wrong.
 */
export function login(
  context: SandboxContext,
  credentials: { email: string; password: string },
): LoginResult {
  const form = LoginForm.from({
    email: credentials.email,
    password: typedPassword(context, credentials.password),
  });
  rejectInvalidForm(form);
  const account = findAccountByEmail(context.state, form.email);
  if (account === undefined || account.password !== form.password) {
    throw badRequest('invalidCredentials', 'The e-mail address or the password is not correct.');
  }
  const now = context.clock();
  const session = openSession(context.state, account.id, now, false);
  if (secondsBeforeNextCode(context.state, account, now, 'oneTimeCode') > 0)
    carryPendingCode(context.state, session, now);
  else sendOneTimeCode(context, session);
  return { token: session.token, consumer: null };
}
