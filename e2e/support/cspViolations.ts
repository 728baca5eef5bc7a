import type { BrowserContext, ConsoleMessage } from '@playwright/test';

/**
 * Collects the Content-Security-Policy violations any page of the context reports: Chromium logs each
 * as a console error naming the policy. The browser journeys and the ui-profile scenarios both fail on
 * one. `stop` ends the recording (a context reused by the next journey records for that one).
 */
export function recordCspViolations(context: BrowserContext): { violations: string[]; stop: () => void } {
  const violations: string[] = [];
  const record = (message: ConsoleMessage) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      violations.push(`${message.location().url}: ${message.text()}`);
    }
  };
  context.on('console', record);
  return { violations, stop: () => context.off('console', record) };
}
