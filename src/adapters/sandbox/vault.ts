import { nextId } from './state/ids';
import { randomText, SECRET_TOKEN_LENGTH } from './state/random';
import type { SandboxState } from './state/SandboxState';
import { badRequest } from './errors';

/**
 * The issuer's vault: secrets (passwords typed in the secure input, card numbers and CVVs) are
 * kept here and travel only as tokens.
 */
export function tokenise(state: SandboxState, secret: string): string {
  // Counted for readability in the sandbox's state, random so that nobody can count to another's.
  const token = `${nextId(state, 'tok')}-${randomText(state, SECRET_TOKEN_LENGTH)}`;
  state.vault[token] = secret;
  return token;
}

/**
 * Keeps a card's number or CVV behind a token nobody can guess or count to: 128 random bits from the
 * platform's cryptographic source (Web Crypto, in browsers and Node), never the seeded PRNG. Only the
 * card's owner reads it back, through revealCardSecret.
 */
export function tokeniseCardSecret(state: SandboxState, secret: string): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  const token = `card-secret-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  state.vault[token] = secret;
  return token;
}

/** The secret behind a token; 400 'unknownToken' when the vault never issued it. */
export function detokenise(state: SandboxState, token: string): string {
  const secret = state.vault[token];
  if (secret === undefined) throw badRequest('unknownToken', 'This secure-input token is unknown.');
  return secret;
}
