import type { TokenSync } from '../../application/session/ports/TokenSync';
import { TOKEN_KEY } from './storageKeys';

/** What this adapter needs of a window: its `storage` events. */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

/**
 * Reports the token another tab wrote to, or removed from, the same Web Storage. Browsers fire `storage`
 * events only in the other tabs, so this tab's own writes are never echoed back.
 */
export class StorageEventTokenSync implements TokenSync {
  constructor(
    private readonly target: StorageEventSource,
    private readonly storage: Storage,
  ) {}

  subscribe(onChange: (token: string | null) => void): () => void {
    const listener = (event: StorageEvent): void => {
      if (event.storageArea !== this.storage) return;
      // A null key means the other tab cleared the whole storage, token included.
      if (event.key === null) onChange(null);
      else if (event.key === TOKEN_KEY) onChange(event.newValue || null);
    };
    this.target.addEventListener('storage', listener);
    return () => this.target.removeEventListener('storage', listener);
  }
}
