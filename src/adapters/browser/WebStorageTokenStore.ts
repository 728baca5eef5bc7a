import type { TokenStore } from '../../application/session/ports/TokenStore';
import { TOKEN_KEY } from './storageKeys';

/** Keeps the session token under the spec's `token` key of a Web Storage (local storage in the browser). */
export class WebStorageTokenStore implements TokenStore {
  constructor(private readonly storage: Storage) {}

  load(): string | null {
    // An empty value is no token: a bearer header must never be sent blank.
    return this.storage.getItem(TOKEN_KEY) || null;
  }

  save(token: string): void {
    this.storage.setItem(TOKEN_KEY, token);
  }

  clear(): void {
    this.storage.removeItem(TOKEN_KEY);
  }
}
