import { expect, type Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe finds nothing at WCAG 2.1 A and AA; a failure names each rule and the elements breaking it.
 * axe-core is injected once per document and run on it directly: the app has no frames, and the
 * frame-by-frame runner (a blank page per check) made the checks half the journeys' time.
 */
export async function expectNoAxeViolations(page: Page) {
  // The pointer rests away from the controls: a hovered button shows its hover colour, checked apart.
  await page.mouse.move(0, 0);
  // A colour is judged once it stops changing: finite animations and transitions end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    if (window.axe === undefined) throw new Error('axe-core is not in the page');
    const results: AxeResults = await window.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(' | ')}`,
    );
  }, WCAG_21_A_AA);
  expect(violations).toEqual([]);
}
