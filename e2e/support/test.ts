import { expect, test as base } from '@playwright/test';
import { recordCspViolations } from './cspViolations';

/**
 * Playwright's `test`, with one check on every journey: no page of the browser context reports a
 * Content-Security-Policy violation.
 */
export const test = base.extend<{ noCspViolations: undefined }>({
  noCspViolations: [
    async ({ context }, use) => {
      const violations = recordCspViolations(context);
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
