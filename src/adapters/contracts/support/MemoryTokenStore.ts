import type { TokenStore } from '../../../application/session/ports/TokenStore';

/** A token store with no storage behind it, for contract fixtures. */
export class MemoryTokenStore implements TokenStore {
  private token: string | null = null;

  load(): string | null {
    return this.token;
  }

  save(token: string): void {
    this.token = token;
  }

  clear(): void {
    this.token = null;
  }
}
