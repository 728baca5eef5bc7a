import { expect, type Page } from '@playwright/test';
import { formatMoney } from '../../src/domain/money/formatMoney';
import { translationsFor } from '../../src/presentation/i18n/testing/resources';
import { RESTING_PATH } from './reusedTab';

export type Language = 'en' | 'fr';

/** The text of a locale key as the app shows it, with its {{placeholders}} filled in. */
export function text(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>(
      (tree, part) =>
        tree && typeof tree === 'object' ? (tree as Record<string, unknown>)[part] : undefined,
      translationsFor(language),
    );
  if (typeof found !== 'string') throw new Error(`no text for ${key}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_whole, name: string) => String(values[name] ?? ''));
}

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Matches the whole text of a locale key whose {{placeholders}} vary, each given as a pattern
 * (`{ time: '\\d\\d:\\d\\d' }` for a countdown).
 */
export function textMatching(language: Language, key: string, patterns: Record<string, string>): RegExp {
  const marks = Object.fromEntries(Object.keys(patterns).map((name) => [name, `⟦${name}⟧`]));
  const source = escaped(text(language, key, marks)).replace(
    /⟦(\w+)⟧/g,
    (_whole, name: string) => patterns[name] ?? '',
  );
  return new RegExp(`^${source}$`);
}

/** Matches a text inside an accessible name or description (which may carry more). */
export const containing = (value: string) => new RegExp(escaped(value));

/**
 * Writes the shop's local storage before the app reads it, as an earlier visit would have left it: the
 * tab first rests on a file of the shop's origin (where a reused tab already is), so no app runs there
 * to overwrite it.
 */
export async function storeBeforeVisit(page: Page, items: Record<string, string>) {
  if (new URL(page.url()).pathname !== RESTING_PATH) await page.goto(RESTING_PATH);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, items);
}

/** Every tab of the browser speaks the language, as a returning visitor whose choice is stored. */
export async function speakIn(page: Page, language: Language) {
  await storeBeforeVisit(page, { language });
}

/** Opens a path in a browser whose every tab speaks the language. */
export async function openIn(page: Page, language: Language, path: string) {
  await speakIn(page, language);
  await page.goto(path);
}

/** The page's heading; a route family's first visit loads its chunk, which a busy machine may take a while to do. */
export async function expectHeading(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

/**
 * Both shop languages. Each screen family's main journeys run in both; its other journeys (failure
 * paths, keyboard use, edge cases) run in one language each (`if (language === 'fr') test(…)`),
 * shared out between the two, so both languages meet failure paths without doubling the run.
 */
/**
 * Once the app has taken a prerendered page over, React holds the heading that was painted before it
 * ran; until then the prerendered markup may still be swapped for the app's.
 */
export async function takenOver(page: Page) {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

export const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** An amount in cents as the app shows it in the language (`€52.50`, `52,50 €` with a no-break space). */
export const money = (language: Language, cents: number) => formatMoney(cents, language);

/** The address of Consumer Cards; the screen may add the card it selects (?selected=<card id>). */
export const CARDS_URL = /\/consumer\/cards(\?selected=[^&]+)?$/;
