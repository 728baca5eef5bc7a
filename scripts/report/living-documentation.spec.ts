import { expect, test, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expectNoAxeViolations } from '../../e2e/support/axe';

// The living documentation as a product owner opens it: every page in Chromium, with its folded
// parts opened, axe-core clean; the index shows every feature file, the traceability page every
// section of the specification, and the ui profile's journeys their screenshots.
//
// Cucumber's pages of the application profile are checked with their first feature opened: the
// others are drawn by the same components, and axe's colour-contrast rule takes about 1.5 ms per
// element, a minute and a half for all 617 scenarios opened. REPORT_CHECK=whole opens every feature.

const ROOT = path.resolve('reports/living-documentation');

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [path.relative(ROOT, full)] : [];
  });
}

const PAGES = htmlFiles(ROOT).sort();
const isCucumberPage = (file: string) => /^(application|ui)\//.test(file);
const everyFeatureOf = (file: string) =>
  process.env.REPORT_CHECK === 'whole' || !file.startsWith('application/');

/** Opens the page, then the features of Cucumber's report (see everyFeatureOf) and every folded part, and waits for its images. */
async function openWhole(page: Page, file: string) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  await page.goto(pathToFileURL(path.join(ROOT, file)).href);
  if (isCucumberPage(file)) {
    await expect(page.locator('#content h2').first()).toBeVisible();
    const closed = page.locator('#content button[aria-expanded="false"]');
    const most = everyFeatureOf(file) ? 200 : 1;
    for (let opened = 0; opened < most && (await closed.count()) > 0; opened += 1)
      await closed.first().click();
  }
  await page.evaluate(() =>
    document.querySelectorAll('details').forEach((details) => {
      details.open = true;
    }),
  );
  await page.evaluate(() =>
    Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
  );
  return problems;
}

test('the report has been written', () => {
  expect(PAGES, 'run `npm run report` first').toEqual(
    expect.arrayContaining(['index.html', 'traceability.html', 'fr/index.html', 'fr/tracabilite.html']),
  );
});

for (const file of PAGES) {
  test(`${file}: opened, its links and images found, axe-core clean`, async ({ page }) => {
    const problems = await openWhole(page, file);
    const broken = await page.evaluate(() =>
      [...document.images].filter((image) => image.naturalWidth === 0).map((image) => image.src),
    );
    expect(broken, 'images that did not load').toEqual([]);
    const links = await page.evaluate(() =>
      [...document.querySelectorAll('a[href]')]
        .map((link) => (link as HTMLAnchorElement).href)
        .filter((href) => href.startsWith('file:')),
    );
    const missing = links
      .map((href) => decodeURIComponent(new URL(href).pathname))
      .filter((target) => !existsSync(target));
    expect(missing, 'links to files that do not exist').toEqual([]);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
}

test('the index shows every feature file, grouped by capability', async ({ page }) => {
  await openWhole(page, 'index.html');
  const featureFiles = readdirSync('features', { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.feature'),
  );
  for (const file of featureFiles) {
    const name = /^\s*Feature:\s*(.+)$/m.exec(readFileSync(path.join('features', file), 'utf8'))?.[1]?.trim();
    const capability = path.dirname(file);
    await expect(
      page.locator(`#capability-${capability} details.feature`).getByRole('heading', { name, exact: true }),
      `${file} under its capability`,
    ).toHaveCount(1);
  }
});

test('the traceability page lists sections 1 to 9 and the screens of section 2', async ({ page }) => {
  await openWhole(page, 'traceability.html');
  for (let section = 1; section <= 9; section += 1) {
    await expect(page.locator(`h2#spec-${section}`)).toBeVisible();
  }
  for (const screen of [
    'authorization',
    'registration',
    'kyc',
    'kyc-upgrade',
    'cards',
    'transaction-detail',
    'orders',
    'payment',
    'block-deactivate',
    'layouts',
    'error-pages',
  ]) {
    await expect(page.locator(`section[aria-labelledby="spec-2"] h3#spec-2-${screen}`)).toBeVisible();
  }
});

test('the ui profile’s journeys show their screenshots under their steps', async ({ page }) => {
  test.skip(!PAGES.includes('ui/journeys.html'), 'the ui profile did not run');
  await openWhole(page, 'ui/journeys.html');
  await expect(page.locator('#content img').first()).toBeVisible();
  expect(await page.locator('#content img').count()).toBeGreaterThanOrEqual(3);
});
