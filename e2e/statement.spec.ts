import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import dayjs from 'dayjs';
import Papa from 'papaparse';
import { text, type Language } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { openSignedIn, seedSandboxes, type SeededSandbox } from './support/sandboxSeed';

/**
 * The statement download on the Cards screen (issue 15) in Chromium, on the sandbox, signed in as
 * the demo consumer whose active card also holds two transactions made just now: one from a
 * merchant whose name has a comma and quotes, one from a merchant whose name starts like a
 * spreadsheet formula. The file is read back as a spreadsheet reads it and compared with the list.
 */

const CARD = 'card-demo-active';
const QUOTED_MERCHANT = 'Café "Le Zinc", Paris';
const FORMULA_MERCHANT = '=1+2 Bistro';

let demo: SeededSandbox;
test.beforeAll(async () => {
  ({ demo } = await seedSandboxes<'demo'>({
    demo: {
      consumer: 'demo',
      transactions: [
        { cardId: CARD, merchant: QUOTED_MERCHANT, cents: -1250, kind: 'settled' },
        { cardId: CARD, merchant: FORMULA_MERCHANT, cents: -380, kind: 'pending' },
      ],
    },
  }));
});

/** One transaction as the list shows it: merchant, then the rest of the row's text. */
interface ShownRow {
  merchant: string;
  text: string;
}

async function shownRows(list: Locator): Promise<ShownRow[]> {
  const rows: ShownRow[] = [];
  for (const row of await list.getByRole('link').all())
    rows.push({
      merchant: (await row.locator('span span').first().textContent()) ?? '',
      text: (await row.textContent()) ?? '',
    });
  return rows;
}

/** The file the click downloaded: its name, its raw text and its cells as a spreadsheet reads them. */
async function downloadOf(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  const content = await readFile(path, 'utf8');
  const parsed = Papa.parse<string[]>(content);
  expect(parsed.errors).toEqual([]);
  return {
    name: download.suggestedFilename(),
    content,
    cells: parsed.data,
    separator: parsed.meta.delimiter,
  };
}

/** The issuer's '2026-11-24 18:42:07' as the list shows it: '24/11/2026, 18:42'. */
const asListed = (date: string) => dayjs(date).format('DD/MM/YYYY, HH:mm');

for (const language of ['en', 'fr'] as const satisfies readonly Language[]) {
  test.describe(`the statement in ${language}`, () => {
    // A journey with axe-core: three times the usual time.
    test.slow();
    const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);

    test('downloads every transaction of the card as the list shows them, whatever the filter', async ({
      page,
    }) => {
      const cardLastFour = demo.cards.find((card) => card.id === CARD)?.lastFour ?? '';
      await openSignedIn(page, demo, language, `/consumer/cards?selected=${CARD}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('cards.page.title'));
      const downloadButton = page.getByRole('button', {
        name: t('transactions.statement.downloadLabel', { lastFour: cardLastFour }),
      });
      await expect(downloadButton).toHaveCount(0);

      await page.getByRole('button', { name: t('transactions.section.load') }).click();
      const list = page.getByRole('list', {
        name: t('transactions.section.listLabel', { lastFour: cardLastFour }),
      });
      await expect(list.getByRole('link')).toHaveCount(8);
      await expect(downloadButton).toHaveText(t('transactions.statement.download'));
      await expectNoAxeViolations(page);
      const shown = await shownRows(list);

      const dayBefore = dayjs().format('YYYY-MM-DD');
      const file = await downloadOf(page, downloadButton);
      const dayAfter = dayjs().format('YYYY-MM-DD');

      expect(
        [dayBefore, dayAfter].map((date) =>
          t('transactions.statement.fileName', { lastFour: cardLastFour, date }),
        ),
      ).toContain(file.name);
      expect(file.content.startsWith('\ufeff')).toBe(true);
      expect(file.separator).toBe(language === 'en' ? ',' : ';');
      const [header, ...rows] = file.cells;
      expect(header).toEqual(
        ['date', 'merchant', 'amount', 'status'].map((column) =>
          t(`transactions.statement.columns.${column}`),
        ),
      );
      expect(rows).toHaveLength(shown.length);
      rows.forEach(([date = '', merchant = '', amount = '', status = ''], index) => {
        const row = shown[index];
        // A name that starts like a formula is written with an apostrophe, so a spreadsheet shows it as text.
        expect(merchant).toBe(row?.merchant === FORMULA_MERCHANT ? `'${FORMULA_MERCHANT}` : row?.merchant);
        // Signed: a payment negative, money received positive; the list shows it without its sign.
        expect(amount).toMatch(language === 'en' ? /^-?\d+\.\d{2}$/ : /^-?\d+,\d{2}$/);
        expect(row?.text).toContain(amount.replace(/^-/, ''));
        expect(row?.text).toContain(status);
        expect(row?.text).toContain(asListed(date));
      });
      expect(rows.map(([, merchant]) => merchant)).toEqual(expect.arrayContaining([QUOTED_MERCHANT]));
      const quoted = rows.find(([, merchant]) => merchant === QUOTED_MERCHANT);
      expect(quoted?.slice(2)).toEqual([
        language === 'en' ? '-12.50' : '-12,50',
        t('transactions.status.settled'),
      ]);

      // Under a filter, the statement still holds the whole card.
      await page
        .getByRole('radiogroup', { name: t('transactions.section.filter.label') })
        .getByText(t('transactions.section.filter.declined'), { exact: true })
        .click();
      await expect(list.getByRole('link')).toHaveCount(1);
      const filtered = await downloadOf(page, downloadButton);
      expect(filtered.cells).toEqual(file.cells);
    });
  });
}
