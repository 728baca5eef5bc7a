import { SANDBOX_STATE_VERSION } from './state/initialState';
import type { SandboxState } from './state/SandboxState';

/** The Web Storage key the whole sandbox state lives under. */
export const SANDBOX_STORAGE_KEY = 'sandbox';

function isSandboxState(value: unknown): value is SandboxState {
  return (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    value.version === SANDBOX_STATE_VERSION
  );
}

function parseState(saved: string): SandboxState | null {
  try {
    const parsed: unknown = JSON.parse(saved);
    return isSandboxState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The saved state, or null when none is saved, it cannot be read, or it has another version. */
export function loadState(storage: Storage): SandboxState | null {
  const saved = storage.getItem(SANDBOX_STORAGE_KEY);
  return saved === null ? null : parseState(saved);
}

export function saveState(storage: Storage, state: SandboxState): void {
  storage.setItem(SANDBOX_STORAGE_KEY, JSON.stringify(state));
}

/**
 * One sandbox's view of the saved state: it parses the saved text again only when someone else (another
 * tab, a test's tool) wrote it since this sandbox last read or wrote it. Parsing the whole state again on
 * every call was the API server's largest cost in the money properties (src/adapters/http).
 */
export class SavedSandboxState {
  /** The text this sandbox last read or wrote; the state it holds is that text's state. */
  private known: string | null = null;

  constructor(private readonly storage: Storage) {}

  /** The saved state when another writer changed it; `current` when nobody did or it cannot be read. */
  read(current: SandboxState): SandboxState {
    const saved = this.storage.getItem(SANDBOX_STORAGE_KEY);
    if (saved === null || saved === this.known) return current;
    const parsed = parseState(saved);
    if (parsed === null) return current;
    this.known = saved;
    return parsed;
  }

  write(state: SandboxState): void {
    const text = JSON.stringify(state);
    this.storage.setItem(SANDBOX_STORAGE_KEY, text);
    this.known = text;
  }
}
