import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { TAKEOVER_EVENTS } from '../src/presentation/shell/prerendered';
import { money, takenOver, text, type Language } from './support/app';
import { openWithoutApp } from './support/withoutApp';

/** The prerendered pages, with the heading a first visit reads before any script runs. */
const PAGES = [
  { path: '/', heading: 'landing.title' },
  { path: '/auth', heading: 'signin.authorization.signInTitle' },
] as const;

const BROWSER_LOCALE: Record<Language, string> = { en: 'en-US', fr: 'fr-FR' };

/**
 * Before the app runs: the page's first heading, and the layout shifts from the moment the page is parsed
 * (the app runs after: none is expected; the test does not touch the page). The heading is kept, so that
 * once the app has taken over, the test can tell the same element from a new one.
 */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const watched = Object.assign(window, {
      firstHeading: null as Element | null,
      shifted: 0,
      shiftedWhat: [] as string[],
    });
    let parsed = Number.POSITIVE_INFINITY;
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
    type Shift = {
      value: number;
      startTime: number;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & Shift)[]) {
        if (entry.startTime < parsed) continue;
        watched.shifted += entry.value;
        // What moved, for the failure's message: a shift seen once in many runs is hard to find again.
        for (const source of entry.sources) {
          const node =
            source.node instanceof Element ? source.node.outerHTML.slice(0, 160) : source.node?.nodeName;
          watched.shiftedWhat.push(`${node}: ${rect(source.previousRect)} -> ${rect(source.currentRect)}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      parsed = performance.now();
      watched.firstHeading = document.querySelector('h1');
    });
  });
}

/**
 * Whether the heading on screen is the element that was painted before the app ran, the shifts, and
 * what moved (for the message of a failure).
 */
function takeOver(page: Page) {
  return page.evaluate(() => {
    const watched = window as typeof window & {
      firstHeading?: Element | null;
      shifted?: number;
      shiftedWhat?: string[];
    };
    return {
      outcome: {
        sameHeading: !!watched.firstHeading && watched.firstHeading === document.querySelector('h1'),
        shifted: watched.shifted ?? 0,
      },
      moved: watched.shiftedWhat ?? [],
    };
  });
}

for (const language of ['en', 'fr'] as const) {
  test.describe(`the prerendered pages, for a browser preferring ${BROWSER_LOCALE[language]}`, () => {
    test.use({ locale: BROWSER_LOCALE[language] });

    for (const { path, heading } of PAGES) {
      test(`${path} arrives ready to read in ${language}, and the app takes it over where it stands @phone`, async ({
        page,
        request,
      }) => {
        const served = await request.get(path, { headers: { 'Accept-Language': BROWSER_LOCALE[language] } });
        expect(served.headers()['content-language']).toBe(language);
        expect(served.headers()['vary']).toContain('Accept-Language');
        const html = await served.text();
        expect(html).toContain(`<html lang="${language}"`);
        expect(html).toContain(`>${text(language, heading)}</h1>`);

        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        await watchFirstPaint(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, heading));
        await takenOver(page);
        const { outcome, moved } = await takeOver(page);
        expect(outcome, `moved:\n${moved.join('\n')}`).toEqual({ sameHeading: true, shifted: 0 });
        expect(errors).toEqual([]);
      });
    }

    test(`/ downloads the code of its sections below the first screen only once taken over, and they work when it comes, in ${language}`, async ({
      page,
    }) => {
      await page.addInitScript((done) => {
        document.addEventListener(done, () =>
          Object.assign(window, { takenOverAt: performance.timeOrigin + performance.now() }),
        );
      }, TAKEOVER_EVENTS.done);
      // The accordions' code (antd's Collapse) is one the sections below the first screen need.
      const accordionAskedAt: number[] = [];
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        const asked = Date.now();
        const response = await route.fetch();
        if ((await response.text()).includes('rc-collapse')) accordionAskedAt.push(asked);
        await route.fulfill({ response });
      });
      await page.goto('/');
      await takenOver(page);
      const question = page.getByRole('button', {
        name: text(language, 'landing.faq.items.where.question'),
      });
      await question.scrollIntoViewIfNeeded();
      await question.click();
      await expect(page.getByText(text(language, 'landing.faq.items.where.answer'))).toBeVisible();
      const takenOverAt = await page.evaluate(
        () => (window as typeof window & { takenOverAt: number }).takenOverAt,
      );
      expect(accordionAskedAt).toHaveLength(1);
      expect(accordionAskedAt[0]).toBeGreaterThan(takenOverAt);
    });

    test(`a visitor who scrolled down before the app takes the page over stays there, in ${language}`, async ({
      page,
    }) => {
      await page.addInitScript((done) => {
        document.addEventListener(done, () => document.documentElement.setAttribute('data-taken-over', ''));
      }, TAKEOVER_EVENTS.done);
      const reading = await openWithoutApp(page, '/');
      const signUp = page.getByRole('link', { name: text(language, 'landing.signup.cta'), exact: true });
      await signUp.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      reading.done();
      await page.locator('html[data-taken-over]').waitFor({ state: 'attached' });
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      // What the visitor was about to press is still under the pointer.
      await signUp.click();
      await expect(page).toHaveURL(/\/auth\?reg=true$/);
    });

    test(`what is typed and pressed before the app takes the page over is what it works with, in ${language}`, async ({
      page,
    }) => {
      // The app's scripts are held back while the visitor types and presses on the prerendered page.
      const ordering = await openWithoutApp(page, '/');
      const amount = page.getByLabel(text(language, 'landing.order.label'));
      await amount.fill('75');
      await page.getByRole('button', { name: text(language, 'landing.order.submit') }).click();
      await expect(page).toHaveURL(/\/$/);
      ordering.done();
      // Signed out: the amount is kept for after sign-up, and the register tab opens.
      await expect(page).toHaveURL(/\/auth\?reg=true$/);
      expect(await page.evaluate(() => window.localStorage.getItem('newOrder'))).toBe('7500');

      // The sign-in form judges the address typed (an empty one would be 'required').
      await page.evaluate(() => window.localStorage.clear());
      const signingIn = await openWithoutApp(page, '/auth');
      await page.getByLabel(text(language, 'signin.signIn.email'), { exact: true }).fill('not-an-address');
      await page.getByRole('button', { name: text(language, 'signin.signIn.submit'), exact: true }).click();
      signingIn.done();
      await expect(page.getByText(text(language, 'auth.login.emailRuleValid'))).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/);
    });

    test(`the footer's news is read once the visitor scrolls to it, in ${language}`, async ({ page }) => {
      // A phone's window: Authorization's footer starts in view, its news below.
      await page.setViewportSize({ width: 390, height: 700 });
      await page.goto('/auth');
      await takenOver(page);
      // The browser has been idle since the app took the page over: nothing more was waiting to run.
      await page.evaluate(() => new Promise((idle) => requestIdleCallback(() => requestIdleCallback(idle))));
      const news = page.getByRole('region', { name: text(language, 'footer.news.title') });
      await expect(news.getByText(text(language, 'footer.news.loading'))).toBeAttached();
      await news.scrollIntoViewIfNeeded();
      await expect(news.getByRole('article')).toHaveCount(3);
    });

    if (language === 'fr')
      test('the menu pressed before the app runs opens once it does, as a sheet on a phone @phone', async ({
        page,
      }, testInfo) => {
        // The page was prerendered at desktop width: on a phone, the app redraws the menu as it takes over.
        const menuPressed = await openWithoutApp(page, '/');
        await page
          .getByRole('button', { name: text(language, 'shell.menu.button.signedOut'), exact: true })
          .click();
        menuPressed.done();
        const login = text(language, 'shell.menu.entries.login');
        if (testInfo.project.name === 'phone')
          await expect(
            page
              .getByRole('dialog', { name: text(language, 'shell.menu.title') })
              .getByRole('link', { name: login }),
          ).toBeVisible();
        else await expect(page.getByRole('menu').getByRole('link', { name: login })).toBeVisible();
      });
  });
}

test.describe('a prerendered page the app cannot take over', () => {
  test.use({ locale: 'en-US' });

  test('a language pressed before the app runs is chosen once it does', async ({ page }) => {
    const choosing = await openWithoutApp(page, '/');
    await page.getByText('Français', { exact: true }).click();
    choosing.done();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'landing.title'));
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('fr');
  });

  test('is inert until the app has drawn it afresh, for a visitor who chose another language', async ({
    page,
  }) => {
    await page.goto('/favicon.svg');
    await page.evaluate(() => window.localStorage.setItem('language', 'fr'));
    const drawing = await openWithoutApp(page, '/');
    // The English page is on screen, but nothing can be typed into it in vain.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'landing.title'));
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    drawing.done();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'landing.title'));
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const amount = page.getByLabel(text('fr', 'landing.order.label'));
    await amount.fill('42');
    await expect(page.getByRole('slider')).toHaveAttribute('aria-valuetext', money('fr', 4200));
  });
});

test.describe('an address the prerendered page does not show', () => {
  test.use({ locale: 'en-US' });

  test('/auth?reg=true is the app’s own: it opens on the register tab', async ({ page, request }) => {
    const served = await (await request.get('/auth?reg=true')).text();
    expect(served).not.toContain('data-prerendered');
    await page.goto('/auth?reg=true');
    await expect(
      page.getByRole('tab', { name: text('en', 'signin.authorization.tabs.register'), selected: true }),
    ).toBeVisible();
  });
});

for (const language of ['en', 'fr'] as const) {
  test.describe(`the prerendered Authorization page’s tabs, for a browser preferring ${BROWSER_LOCALE[language]}`, () => {
    test.use({ locale: BROWSER_LOCALE[language] });

    test(`each tab controls a panel of the page, before and after the app takes it over, in ${language}`, async ({
      page,
      request,
    }) => {
      const served = await (
        await request.get('/auth', { headers: { 'Accept-Language': BROWSER_LOCALE[language] } })
      ).text();
      const ids = new Set([...served.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
      const controlled = [...served.matchAll(/<[^>]*role="tab"[^>]*>/g)].map(
        (match) => /aria-controls="([^"]+)"/.exec(match[0])?.[1] ?? 'none',
      );
      expect(controlled).toEqual(['auth-tabs-panel-signin', 'auth-tabs-panel-register']);
      expect(controlled.filter((id) => !ids.has(id))).toEqual([]);
      // The tab list is named, not the tabs' container: a div with no role, it would name nothing.
      expect(served).toMatch(/<div role="tablist" aria-label="[^"]+"/);
      expect(served).not.toMatch(/<div id="auth-tabs"[^>]*aria-label=/);

      await page.goto('/auth');
      await takenOver(page);
      const tabList = page.getByRole('tablist', { name: text(language, 'signin.authorization.tabs.label') });
      await expect(tabList).toBeVisible();
      for (const tab of await tabList.getByRole('tab').all()) {
        const panel = page.locator(`#${await tab.getAttribute('aria-controls')}`);
        await expect(panel).toHaveAttribute('role', 'tabpanel');
      }
    });
  });
}
