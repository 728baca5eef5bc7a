import type { ServiceIdentifier } from 'inversify';

/** The session token, kept under the spec's `token` key so a reload stays signed in. */
export interface TokenStore {
  load(): string | null;
  save(token: string): void;
  clear(): void;
}

export const TOKEN_STORE: ServiceIdentifier<TokenStore> = Symbol.for('TokenStore');
