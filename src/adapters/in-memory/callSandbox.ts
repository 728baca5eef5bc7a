import { SandboxError } from '../sandbox/SandboxError';
import { gatewayErrorFromStatus } from '../shared/gatewayErrorFromStatus';

/**
 * Where an in-memory adapter finds its sandbox. The browser app downloads the sandbox (rules, seed data,
 * saved state) only when the first call needs it, so a page that calls nothing never pays for it;
 * tests, Cucumber and the API server hand over one they already built (`sandboxAtHand`).
 */
export interface SandboxSource<S> {
  sandbox(): Promise<S>;
}

/** A sandbox already built. */
export function sandboxAtHand<S>(sandbox: S): SandboxSource<S> {
  return { sandbox: async () => sandbox };
}

/** A sandbox built the first time a call asks for it, once, however many calls arrive meanwhile. */
export function sandboxOnFirstCall<S>(load: () => Promise<S>): SandboxSource<S> {
  let loading: Promise<S> | undefined;
  return { sandbox: () => (loading ??= load()) };
}

/** The same source, seen through a narrower view of its sandbox. */
export function sandboxView<S, V>(source: SandboxSource<S>, view: (sandbox: S) => V): SandboxSource<V> {
  return { sandbox: async () => view(await source.sandbox()) };
}

/**
 * Runs one sandbox call the way a remote call behaves: never synchronously (so callers cannot come
 * to depend on it), on a copy of the answer (so callers never share the sandbox's objects), and
 * failing with a GatewayError like the HTTP adapters. Anything else thrown is a bug and propagates.
 */
export async function callSandbox<S, T>(source: SandboxSource<S>, call: (sandbox: S) => T): Promise<T> {
  const sandbox = await source.sandbox();
  try {
    return structuredClone(call(sandbox));
  } catch (error) {
    if (error instanceof SandboxError) throw gatewayErrorFromStatus(error.status, error.body);
    throw error;
  }
}
