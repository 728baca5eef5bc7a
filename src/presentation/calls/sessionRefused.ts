import type { AppError } from '../../application/shared/Result';

/**
 * The server refused the session (a 401): the consumer signs in again. The kit's way to read it for a
 * presenter outside the kit (the shell's profile read), which cannot take Call into the first script.
 */
export function sessionRefused(error: AppError): boolean {
  return error.kind === 'Unauthorized';
}
