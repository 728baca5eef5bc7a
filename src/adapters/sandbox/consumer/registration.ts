import { RegisterForm } from '../../../domain/consumer/forms/RegisterForm';
import { PASSWORD_MAX } from '../../../domain/consumer/password';
import { nationalNumber } from '../../../domain/consumer/phone';
import type { ConsumerWithToken, RegisterPayload } from '../../../application/consumer/ports/ConsumerGateway';
import type { SandboxContext } from '../SandboxContext';
import { openSession } from '../session/sessions';
import { rejectTakenEmail } from './accounts';
import { blankAccount } from './blankAccount';
import { consumerView } from './consumerView';
import { bareDialCode, countryOfDialCode } from './dialCountry';
import { rejectInvalidForm } from './formErrors';

/** The API's names for the register form's fields. */
const REGISTER_FIELD_NAMES = { countryIso: 'countryCode', password: 'passwordToken' };

/** The secret behind a secure-input token; an unknown token reads as no password at all. */
export function passwordBehind(context: SandboxContext, token: string): string {
  return context.state.vault[token] ?? '';
}

/**
 * POST /consumer/register: checks the form with the domain's rules (the password arrives as a
 * secure-input token), refuses a taken address (409), then opens a full session: a new account
 * needs no one-time code.
 */
export function register(context: SandboxContext, payload: RegisterPayload): ConsumerWithToken {
  const countryIso = countryOfDialCode(payload.countryCode);
  const form = RegisterForm.from(
    {
      email: payload.email,
      countryIso,
      number: payload.number,
      password: passwordBehind(context, payload.password),
      acceptedTerms: payload.acceptedTerms,
    },
    // The issuer's password rule (8 to 99), wider than the shop's field: other clients may register too.
    PASSWORD_MAX,
  );
  rejectInvalidForm(form, REGISTER_FIELD_NAMES);
  rejectTakenEmail(context.state, form.email);
  const now = context.clock();
  const account = blankAccount({
    id: context.nextId('consumer'),
    email: form.email,
    countryCode: bareDialCode(payload.countryCode),
    number: nationalNumber(form.number, countryIso) ?? form.number,
    password: form.password,
    createdAt: now.toISOString(),
  });
  context.state.accounts.push(account);
  const session = openSession(context.state, account.id, now, true);
  return { consumer: consumerView(context.state, account, session), token: session.token };
}
