import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { money, takenOver, text, type Language } from './support/app';
import { openWithoutApp } from './support/withoutApp';

const BROWSER_LOCALE: Record<Language, string> = { en: 'en-US', fr: 'fr-FR' };

/** The landing order box's text box and slider, by what a visitor reads. */
function orderBox(page: Page, language: Language) {
  return {
    amount: page.getByLabel(text(language, 'landing.order.label'), { exact: true }),
    slider: page.getByRole('slider', { name: text(language, 'landing.order.sliderLabel'), exact: true }),
    submit: page.getByRole('button', { name: text(language, 'landing.order.submit') }),
  };
}

/** Where, on screen, the slider's bar (the handle's parent) means `cents`, by its bounds. */
async function pointOf(slider: Locator, cents: number) {
  await slider.scrollIntoViewIfNeeded();
  const min = Number(await slider.getAttribute('aria-valuemin'));
  const max = Number(await slider.getAttribute('aria-valuemax'));
  const bar = await slider.locator('..').boundingBox();
  if (!bar) throw new Error('the slider is not on screen');
  return { x: bar.x + ((cents - min) / (max - min)) * bar.width, y: bar.y + bar.height / 2 };
}

/** The text box and the slider agree on `cents`, as the visitor sees and hears it. */
async function expectAmount(box: ReturnType<typeof orderBox>, language: Language, cents: number) {
  await expect(box.amount).toHaveValue(String(cents / 100));
  await expect(box.slider).toHaveAttribute('aria-valuenow', String(cents));
  await expect(box.slider).toHaveAttribute('aria-valuetext', money(language, cents));
}

for (const language of ['en', 'fr'] as const) {
  test.describe(`the landing order box before the app runs, in ${language}`, () => {
    test.use({ locale: BROWSER_LOCALE[language] });

    test(`a tap on the slider shows its amount at once, and the order goes on with it @phone`, async ({
      page,
    }, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The app's scripts are held back: only the page's first script runs.
      const ordering = await openWithoutApp(page, '/');
      const box = orderBox(page, language);
      await expectAmount(box, language, 2000);
      const point = await pointOf(box.slider, 10_000);
      if (testInfo.project.use.hasTouch) await page.touchscreen.tap(point.x, point.y);
      else await page.mouse.click(point.x, point.y);
      await expectAmount(box, language, 10_000);
      await expect(box.slider).toBeFocused();

      ordering.done();
      await takenOver(page);
      // The app took the box over with the amount tapped, and orders it.
      await expectAmount(box, language, 10_000);
      await box.submit.click();
      await expect(page).toHaveURL(/\/auth\?reg=true$/);
      expect(await page.evaluate(() => window.localStorage.getItem('newOrder'))).toBe('10000');
      expect(errors).toEqual([]);
    });

    test(`the slider follows a drag, its keys and what is typed, and the app takes the last amount over`, async ({
      page,
    }) => {
      const choosing = await openWithoutApp(page, '/');
      const box = orderBox(page, language);
      const from = await pointOf(box.slider, 5_000);
      const to = await pointOf(box.slider, 12_000);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 4 });
      await page.mouse.up();
      await expectAmount(box, language, 12_000);

      await page.keyboard.press('End');
      await expectAmount(box, language, 15_000);
      await page.keyboard.press('ArrowLeft');
      await expectAmount(box, language, 14_900);

      await box.amount.fill('42');
      await expect(box.slider).toHaveAttribute('aria-valuetext', money(language, 4200));

      choosing.done();
      await takenOver(page);
      await expectAmount(box, language, 4200);
      // The app answers the slider from here on.
      await box.slider.focus();
      await page.keyboard.press('ArrowRight');
      await expectAmount(box, language, 4300);
    });
  });
}
