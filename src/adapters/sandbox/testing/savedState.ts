import { SANDBOX_STORAGE_KEY } from '../persistence';

/** The sandbox's whole state as saved in `storage` (it saves after every call). */
export function readSavedState(storage: Storage): string {
  const saved = storage.getItem(SANDBOX_STORAGE_KEY);
  if (saved === null) throw new Error('the sandbox has saved no state yet');
  return saved;
}

/** Puts a state read earlier back; the sandbox reads it at its next call, as after another tab's change. */
export function writeSavedState(storage: Storage, saved: string): void {
  storage.setItem(SANDBOX_STORAGE_KEY, saved);
}
