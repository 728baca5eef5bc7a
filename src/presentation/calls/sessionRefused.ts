import type { AppError } from '../../application/shared/Result';

/** A 401, for the shell's profile read: it cannot take Call into the first script. */
export function sessionRefused(error: AppError): boolean {
  return error.kind === 'Unauthorized';
}
