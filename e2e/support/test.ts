import { expect, test as base } from '@playwright/test';

/**
 * Playwright's `test`, with one check on every journey: no page of the browser context reports a
 * Content-Security-Policy violation (Chromium logs each one as a console error naming the policy).
 */
export const test = base.extend<{ noCspViolations: undefined }>({
  noCspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
          violations.push(`${message.location().url}: ${message.text()}`);
        }
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
