import type { ServiceIdentifier } from 'inversify';

/** Secrets typed by the user leave the page only as tokens (SPEC section 7: secure-input service). */
export interface SecureInput {
  tokenise(secret: string): Promise<string>;
}

export const SECURE_INPUT: ServiceIdentifier<SecureInput> = Symbol.for('SecureInput');
