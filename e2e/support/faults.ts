import type { Page } from '@playwright/test';
import type { FaultStatus, SandboxCall } from '../../src/adapters/sandbox/SandboxApi';

/**
 * Makes the next call of that kind fail once in the tab's sandbox, as the sandbox's own failNext
 * does: its state, faults included, lives in local storage and is read on each call. (To fail a
 * call before the page opens, seed the sandbox with `failNext`, see sandboxSeed.ts.)
 */
export async function failNextCall(page: Page, call: SandboxCall, status: FaultStatus) {
  await page.evaluate(
    ({ name, fault }) => {
      const state = JSON.parse(window.localStorage.getItem('sandbox') ?? '{}') as {
        faults?: Record<string, unknown>;
      };
      state.faults = { ...state.faults, [name]: fault };
      window.localStorage.setItem('sandbox', JSON.stringify(state));
    },
    { name: call, fault: status },
  );
}
