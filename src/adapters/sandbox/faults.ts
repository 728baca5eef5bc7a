import type { SandboxCall } from './SandboxApi';
import { SandboxError } from './SandboxError';
import type { SandboxState } from './state/SandboxState';

/** Throws the fault injected into this call, once: the fault is removed as it fires. */
export function fireInjectedFault(state: SandboxState, call: SandboxCall): void {
  const status = state.faults[call];
  if (status === undefined) return;
  state.faults = Object.fromEntries(Object.entries(state.faults).filter(([name]) => name !== call));
  throw new SandboxError(status === 'network' ? 0 : status, {
    errorCode: 'injectedFault',
    errorMessage: `Fault injected into ${call}.`,
  });
}
