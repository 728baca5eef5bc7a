import type { SandboxState } from './SandboxState';

/** The next id with that prefix: 'order-1', 'order-2' … Counted per prefix, saved with the state. */
export function nextId(state: SandboxState, prefix: string): string {
  const next = (state.counters[prefix] ?? 0) + 1;
  state.counters[prefix] = next;
  return `${prefix}-${next}`;
}
