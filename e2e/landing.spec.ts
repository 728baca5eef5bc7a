import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { money, speakIn, text } from './support/app';

/** Opens the landing page in a language, as a returning visitor whose choice is stored. */
async function openIn(page: Page, language: 'en' | 'fr', path = '/') {
  await speakIn(page, language);
  await page.goto(path);
}

const ENGLISH_TITLE = 'Pay online with a prepaid virtual card';
const FRENCH_TITLE = 'Payez en ligne avec une carte virtuelle prépayée';

test.describe('the language of a first visit, from the browser’s preferred languages', () => {
  // Every other preference (en-GB, fr-CA, a list of several…) is a unit test of preferredLanguage.
  for (const [locale, title] of [
    ['fr-FR', FRENCH_TITLE],
    ['de-DE', FRENCH_TITLE],
  ] as const) {
    test.describe(`a browser preferring ${locale}`, () => {
      test.use({ locale });
      test('greets the visitor in fr', async ({ page }) => {
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      });
    });
  }

  test.describe('a browser preferring en-US', () => {
    test.use({ locale: 'en-US' });
    // One journey: a browser of its own (its locale) starts cold, a few seconds on a busy machine.
    test('greets the visitor in en, and keeps French once the visitor chose it', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_TITLE);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.getByText('Français', { exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH_TITLE);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH_TITLE);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
  });
});

test.describe('landing page', () => {
  test('switches from French to English and keeps English after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH_TITLE);
    await page.getByText('English', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Pay online with a prepaid virtual card',
    );
    await expect(page).toHaveTitle(/Prepaid virtual cards in euros/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Pay online with a prepaid virtual card',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('pushes the homepage page-type event', async ({ page }) => {
    await page.goto('/');
    // Pushed by the app once it has taken the prerendered page over.
    await expect
      .poll(() => page.evaluate(() => window.dataLayer))
      .toContainEqual({
        event: 'page_type',
        pageType: 'homepage',
        platform: 'web',
        currency: 'EUR',
        country: 'fr',
      });
  });
});

test.describe('landing order box', () => {
  test('clamps 3 to 5 when the field is left and names the minimum (French)', async ({ page }) => {
    await openIn(page, 'fr');
    const amount = page.getByLabel('Montant de la carte en euros');
    await expect(amount).toHaveValue('20');
    await amount.fill('3');
    await amount.press('Tab');
    await expect(amount).toHaveValue('5');
    await expect(page.getByText(/^Le minimum est de 5,00\s€\.$/)).toBeVisible();
  });

  test('clamps 500 to 150 when the field is left and names the maximum (English)', async ({ page }) => {
    await openIn(page, 'en');
    const amount = page.getByLabel('Card value in euros');
    await amount.fill('500');
    await amount.press('Tab');
    await expect(amount).toHaveValue('150');
    await expect(page.getByText('The maximum is €150.00.')).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Card value' })).toHaveAttribute('aria-valuenow', '15000');
  });

  test('shows the card picture of its 150 EUR range', async ({ page }) => {
    await openIn(page, 'en');
    await expect(page.getByRole('img', { name: 'A prepaid virtual card of up to €150.00' })).toHaveAttribute(
      'src',
      /card-150\.[0-9a-f]+\.svg$/,
    );
  });

  test('refuses letters and keeps what was typed', async ({ page }) => {
    await openIn(page, 'en');
    const amount = page.getByLabel('Card value in euros');
    await amount.fill('4O');
    await expect(amount).toHaveValue('4O');
    await expect(page.getByText('Enter a whole number of euros, without cents.')).toBeVisible();
  });

  test(
    'signed out, ordering 50 lands on the register tab with 50 kept',
    { tag: '@phone' },
    async ({ page }) => {
      await openIn(page, 'en');
      await page.getByLabel('Card value in euros').fill('50');
      await page.getByRole('button', { name: 'Get my card' }).click();
      await expect(page).toHaveURL(/\/auth\?reg=true$/);
      expect(await page.evaluate(() => window.localStorage.getItem('newOrder'))).toBe('5000');
    },
  );
});

test.describe('landing video', () => {
  test('video=true scrolls to the video section', { tag: '@phone' }, async ({ page }) => {
    await openIn(page, 'en', '/?video=true');
    await expect(page.locator('#video')).toBeInViewport();
    await expect(page.getByRole('heading', { level: 2, name: 'Watch how it works' })).toBeInViewport();
  });

  test('without video=true the page opens at the top', async ({ page }) => {
    await openIn(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const language of ['en', 'fr'] as const) {
    test(`the video is muted and captioned in ${language}, and waits to be played`, async ({ page }) => {
      await openIn(page, language);
      const video = page.getByLabel(text(language, 'landing.video.label'));
      await expect(video.locator('source')).toHaveAttribute('src', /\.webm$/);
      await expect(video.locator('track')).toHaveAttribute('srclang', language);
      expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      // The captions load, and say the locale file's words.
      const cues = () =>
        video.evaluate((element: HTMLVideoElement) =>
          Array.from(element.textTracks[0]?.cues ?? [], (cue) => (cue as VTTCue).text),
        );
      await expect
        .poll(cues)
        .toEqual(
          ['choose', 'signUp', 'pay'].map((scene) => text(language, `landing.video.captions.${scene}`)),
        );
    });
  }

  test('video=true plays the video, muted', async ({ page }) => {
    await openIn(page, 'fr', '/?video=true');
    const video = page.getByLabel(text('fr', 'landing.video.label'));
    await expect(video).toBeInViewport();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0))
      .toBe(true);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    // Ten seconds at most.
    expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeLessThanOrEqual(10);
  });
});

test.describe('the footer’s popular products', () => {
  for (const language of ['en', 'fr'] as const) {
    test(
      `each opens the order box with its own amount, in ${language}`,
      { tag: '@phone' },
      async ({ page }) => {
        await openIn(page, language, '/terms-and-conditions');
        for (const cents of [2000, 5000, 10000, 15000]) {
          const products = page.getByRole('region', {
            name: text(language, 'footer.links.columns.popularProducts'),
          });
          await products
            .getByRole('link', {
              name: text(language, 'footer.links.items.card', { amount: money(language, cents) }),
            })
            .click();
          await expect(page).toHaveURL(`/?amount=${cents / 100}`);
          await expect(page.getByLabel(text(language, 'landing.order.label'), { exact: true })).toHaveValue(
            String(cents / 100),
          );
          await page.goBack();
        }
      },
    );
  }
});

test.describe('the footer’s news', () => {
  for (const language of ['en', 'fr'] as const) {
    test(
      `arrive in the box they had from the first paint, moving nothing below them, in ${language}`,
      { tag: '@phone' },
      async ({ page }) => {
        await openIn(page, language, '/terms-and-conditions');
        const footer = page.getByRole('contentinfo');
        const news = page.getByRole('region', { name: text(language, 'footer.news.title') });
        const links = page.getByRole('navigation', { name: text(language, 'footer.links.label') });
        // The news are read once scrolled to: until then the footer shows them loading.
        await expect(news).toContainText(text(language, 'footer.news.loading'));
        const linksTop = async () => {
          const [within, footerBox] = await Promise.all([links.boundingBox(), footer.boundingBox()]);
          return (within?.y ?? Number.NaN) - (footerBox?.y ?? Number.NaN);
        };
        const before = { links: await linksTop(), news: (await news.boundingBox())?.height };
        await page.evaluate(() => {
          const watched = Object.assign(window, { shifted: 0 });
          new PerformanceObserver((entries) => {
            for (const entry of entries.getEntries() as (PerformanceEntry & { value: number })[])
              watched.shifted += entry.value;
          }).observe({ type: 'layout-shift' });
        });

        await news.scrollIntoViewIfNeeded();

        await expect(news.getByRole('heading', { level: 3 })).toHaveCount(3);
        expect({ links: await linksTop(), news: (await news.boundingBox())?.height }).toEqual(before);
        expect(await page.evaluate(() => (window as typeof window & { shifted: number }).shifted)).toBe(0);
      },
    );
  }
});

test.describe('landing video, whatever the history of the tab', () => {
  /** Whether the video is playing, muted, in the window. */
  async function expectPlayingInView(page: Page, language: 'en' | 'fr') {
    const video = page.getByLabel(text(language, 'landing.video.label'));
    await expect(video).toBeInViewport();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0))
      .toBe(true);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    // Still there once the page has settled: nothing scrolls it away afterwards.
    await expect(video).toBeInViewport();
  }

  for (const language of ['en', 'fr'] as const) {
    test(`video=true typed in the tab after scrolling the landing scrolls to the video and plays it, in ${language}`, async ({
      page,
    }) => {
      await openIn(page, language);
      // The page whole in the visitor's language, its sections below the first screen included: a
      // prerendered page in the browser's language is drawn afresh in the one the visitor chose.
      await page.getByRole('heading', { level: 2, name: text(language, 'landing.reviews.title') }).waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);

      await page.goto('/?video=true');

      await expectPlayingInView(page, language);
    });
  }

  test('video=true reloaded after scrolling away from the video scrolls back to it and plays it', async ({
    page,
  }) => {
    await openIn(page, 'en', '/?video=true');
    await expectPlayingInView(page, 'en');
    // The reader scrolls away with the wheel, once the page is whole (its lower sections may come after
    // the video plays): from then on the page no longer keeps the video in view.
    await page.getByRole('heading', { level: 2, name: text('en', 'landing.reviews.title') }).waitFor();
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);

    await page.reload();

    await expectPlayingInView(page, 'en');
  });
});

test.describe('landing screenshots', () => {
  for (const language of ['en', 'fr'] as const) {
    test(`the whole page in ${language}`, { tag: '@phone' }, async ({ page }, testInfo) => {
      await openIn(page, language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const path = testInfo.outputPath(`landing-${language}-${testInfo.project.name}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`landing-${language}`, { path, contentType: 'image/png' });
    });
  }
});
