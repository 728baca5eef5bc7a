import { SandboxError } from '../sandbox/SandboxError';
import { gatewayErrorFromStatus } from '../shared/gatewayErrorFromStatus';

/**
 * Runs one sandbox call the way a remote call behaves: never synchronously (so callers cannot come
 * to depend on it), on a copy of the answer (so callers never share the sandbox's objects), and
 * failing with a GatewayError like the HTTP adapters. Anything else thrown is a bug and propagates.
 */
export async function callSandbox<T>(call: () => T): Promise<T> {
  await Promise.resolve();
  try {
    return structuredClone(call());
  } catch (error) {
    if (error instanceof SandboxError) throw gatewayErrorFromStatus(error.status, error.body);
    throw error;
  }
}
