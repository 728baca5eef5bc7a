import type { BrowserContext } from '@playwright/test';

/**
 * Collects the Content-Security-Policy violations any page of the context reports: Chromium logs each
 * as a console error naming the policy. The browser journeys and the ui-profile scenarios both fail on one.
 */
export function recordCspViolations(context: BrowserContext): string[] {
  const violations: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      violations.push(`${message.location().url}: ${message.text()}`);
    }
  });
  return violations;
}
