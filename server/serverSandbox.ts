import { createSandbox } from '../src/adapters/sandbox/createSandbox';
import type { SandboxApi } from '../src/adapters/sandbox/SandboxApi';

/**
 * The sandbox as `npm run api` holds it: live objects in memory, never saved, and answers handed to the
 * routes as they are, since each route serialises its answer at once and keeps nothing (a copy first
 * doubled the cost of a long list: 1500 orders).
 */
export function createServerSandbox(origin?: string): SandboxApi {
  return createSandbox({ origin, copyAnswers: false });
}
