import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { LANGUAGES, openIn, speakIn, takenOver, text, type Language } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { openSignedIn, seedSandboxes, type SeededSandbox } from './support/sandboxSeed';
import { signInWithPassword } from './support/signIn';

/**
 * The public pages pass axe-core at WCAG 2.1 A and AA in both languages. The signed-in pages are
 * checked along the journeys that reach them (ordering-journey, payment, order-results, auth,
 * registration).
 */

/**
 * antd's icons label themselves with their English names ("exclamation-circle", "eye-invisible"): each
 * one a screen reader could reach must be hidden from it, the text beside it saying what it means.
 */
async function expectNoIconNameRead(page: Page) {
  const read = await page.evaluate(() =>
    [...document.querySelectorAll('.anticon[role="img"][aria-label]')]
      .filter((icon) => icon.closest('[aria-hidden="true"]') === null)
      // A button's content is presentational: the button's own name is read, not its icon's.
      .filter((icon) => icon.closest('button, [role="button"]') === null)
      // Not drawn, not read either (the tabs' overflow button waits unseen until the tabs overflow).
      .filter((icon) => icon.checkVisibility({ visibilityProperty: true }))
      .map((icon) => icon.getAttribute('aria-label')),
  );
  expect(read, 'icons whose English name a screen reader reads').toEqual([]);
}

let demo: SeededSandbox;
test.beforeAll(async () => {
  ({ demo } = await seedSandboxes<'demo'>({ demo: { consumer: 'demo' } }));
});

/** Opens a path in a language, once its heading shows (the first visit loads the route's chunk). */
async function openShown(page: Page, language: Language, path: string) {
  await openIn(page, language, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const PAGES: [name: string, path: string][] = [
  ['landing', '/'],
  ['terms', '/terms-and-conditions'],
  ['auth, sign-in tab', '/auth'],
  ['auth, register tab', '/auth?reg=true'],
  ['not found', '/err/not-found'],
  ['unknown path', '/no/such/page'],
  ['unspecified error', '/err/unspecified'],
  ['sandbox outbox', '/sandbox/outbox'],
];

for (const language of LANGUAGES) {
  test.describe(`accessibility in ${language}`, () => {
    // One tab walks every page: a fresh browser per page would pay the app's start-up cost each time.
    test('the public pages have no WCAG 2.1 A/AA violation', async ({ page }) => {
      await speakIn(page, language);
      for (const [name, path] of PAGES) {
        await test.step(`the ${name} page`, async () => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoAxeViolations(page);
          await expectNoIconNameRead(page);
        });
      }
    });

    test('the Cards screen, its inactivity-fee warning shown, reads out no icon’s English name', async ({
      page,
    }) => {
      await openSignedIn(page, demo, language, '/consumer/cards?selected=card-demo-warning');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.ant-alert-warning').first()).toBeVisible();
      await expectNoIconNameRead(page);
    });

    if (language === 'fr')
      test('the open user menu has no WCAG 2.1 A/AA violation', async ({ page }) => {
        await openShown(page, language, '/err/not-found');
        await page
          .getByRole('button', { name: text(language, 'shell.menu.button.signedOut'), exact: true })
          .click();
        await expect(
          page.getByRole('link', { name: text(language, 'shell.menu.entries.login') }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
      });

    if (language === 'en')
      test('the outbox with messages has no WCAG 2.1 A/AA violation', async ({ page }) => {
        // Signing in makes the sandbox send a one-time code by SMS.
        await openShown(page, language, '/auth');
        await signInWithPassword(page, language);
        await page.goto('/sandbox/outbox');
        await expect(page.getByText(/^\d{6}$/)).toBeVisible();
        await expectNoAxeViolations(page);
      });
  });
}

/** WCAG's contrast ratio between two opaque CSS colours, as getComputedStyle gives them (rgb(…)). */
function contrast(one: string, other: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * The rating stars are a graphic whose text alternative is the score written beside them (they are
 * hidden from screen readers): WCAG 1.4.11 asks 3:1 of each part. Drawn with text glyphs, checkers
 * read them as text, so the filled stars reach the 4.5:1 of text as well.
 */
test.describe('the rating stars', () => {
  for (const [where, path] of [
    ['the full footer', '/terms-and-conditions'],
    ['the landing’s reviews', '/'],
  ] as const)
    test(`in ${where}: filled stars at 4.5:1 at least, the empty ones at 3:1`, async ({ page }) => {
      await openShown(page, 'en', path);
      // The landing arrives prerendered: its stars are measured once the app holds them.
      await takenOver(page);
      const stars = page.locator('[aria-hidden="true"]', { hasText: /^★+$/ }).last();
      await stars.scrollIntoViewIfNeeded();
      const colours = await stars.evaluate((graphic) => {
        const background = (element: Element | null): string => {
          for (let at = element; at !== null; at = at.parentElement) {
            const colour = getComputedStyle(at).backgroundColor;
            if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
          }
          return 'rgb(255, 255, 255)';
        };
        const layers = graphic.children.length > 0 ? [...graphic.children] : [graphic];
        return {
          background: background(graphic),
          empty: layers.length > 1 ? getComputedStyle(layers[0] as Element).color : null,
          filled: getComputedStyle(layers[layers.length - 1] as Element).color,
        };
      });
      expect(contrast(colours.filled, colours.background)).toBeGreaterThanOrEqual(4.5);
      if (colours.empty !== null)
        expect(contrast(colours.empty, colours.background)).toBeGreaterThanOrEqual(3);
    });
});
