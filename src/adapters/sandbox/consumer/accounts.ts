import { isSameEmail } from '../../../domain/consumer/email';
import { SandboxError } from '../SandboxError';
import type { AccountRecord, SandboxState } from '../state/SandboxState';

/** The account registered with that address, ignoring case and surrounding spaces. */
export function findAccountByEmail(state: SandboxState, email: string): AccountRecord | undefined {
  return state.accounts.find((account) => isSameEmail(account.email, email));
}

export const EMAIL_TAKEN_KEY = 'auth.errors.email.taken';

/** 409 when another account already uses the address: e-mails are unique, whatever their case. */
export function rejectTakenEmail(
  state: SandboxState,
  email: string,
  exceptConsumerId: string | null = null,
): void {
  const owner = findAccountByEmail(state, email);
  if (owner !== undefined && owner.id !== exceptConsumerId) {
    throw new SandboxError(409, {
      errorCode: 'emailTaken',
      errorMessage: 'An account already uses this e-mail address.',
      invalidFields: [{ fieldName: 'email', errors: [EMAIL_TAKEN_KEY] }],
    });
  }
}
