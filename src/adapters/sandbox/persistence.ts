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

/** The saved state, or null when none is saved, it cannot be read, or it has another version. */
export function loadState(storage: Storage): SandboxState | null {
  const saved = storage.getItem(SANDBOX_STORAGE_KEY);
  if (saved === null) return null;
  try {
    const parsed: unknown = JSON.parse(saved);
    return isSandboxState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveState(storage: Storage, state: SandboxState): void {
  storage.setItem(SANDBOX_STORAGE_KEY, JSON.stringify(state));
}
