import type { ServiceIdentifier } from 'inversify';

/** Tells this tab when another tab changed (a string) or removed (null) the token. */
export interface TokenSync {
  subscribe(onChange: (token: string | null) => void): () => void;
}

export const TOKEN_SYNC: ServiceIdentifier<TokenSync> = Symbol.for('TokenSync');
