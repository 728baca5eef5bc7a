import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { text } from './support/app';
import { accessibleNodesUnder, expiryInWords, spokenText } from './support/accessibilityTree';
import { expectNoAxeViolations } from './support/axe';
import { newestCode } from './support/outbox';
import { openSignedIn, seedSandboxes, type SeededSandbox } from './support/sandboxSeed';
import { codeDialog, DEMO, enterNewestOneTimeCode } from './support/signIn';
import { failNextCall } from './support/faults';

/**
 * The card-details modal (issue 14) in Chromium, on the sandbox, for the seeded demo consumer: the
 * details show only after a fresh one-time code, in the secure widget's closed shadow root; the full
 * number reaches neither the page's own DOM, nor the URL, the app's storage or the console; both
 * values copy; closing hides them; and a 401, a 500 and a lost connection each end as they should.
 */

const ACTIVE_CARD = 'card-demo-active';

/** What the sandbox state saved in a seeded tab holds: enough to find the card's secrets. */
interface SavedSandbox {
  cards: {
    id: string;
    numberToken: string;
    cvvToken: string;
    cardNumberLastFour: string;
    expireDate: string;
  }[];
  vault: Record<string, string>;
}

/** The active card's number and CVV, read from the seeded sandbox (the test's view of the issuer). */
function secretsOf(seeded: SeededSandbox): {
  number: string;
  cvv: string;
  lastFour: string;
  expireDate: string;
} {
  const saved = JSON.parse(seeded.sandboxState) as SavedSandbox;
  const card = saved.cards.find((candidate) => candidate.id === ACTIVE_CARD);
  const number = card && saved.vault[card.numberToken];
  const cvv = card && saved.vault[card.cvvToken];
  if (!card || !number || !cvv) throw new Error('the demo consumer has an active card in the vault');
  return { number, cvv, lastFour: card.cardNumberLastFour, expireDate: card.expireDate };
}

/** A DOM node as the DevTools protocol reports it, shadow roots (closed ones too) included. */
interface DomNode {
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

/** Node.TEXT_NODE, in Node where there is no DOM. */
const TEXT_NODE = 3;

/** Text of the page, split between its own (light) DOM and the inside of shadow roots, read through DevTools. */
async function textByTree(page: Page): Promise<{ light: string; shadow: string }> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  await cdp.detach();
  const light: string[] = [];
  const shadow: string[] = [];
  const walk = (node: DomNode, inShadow: boolean) => {
    // Style sheets are not text a person reads, and antd's are full of numbers a random CVV may match.
    if (node.nodeName === 'STYLE' || node.nodeName === 'SCRIPT') return;
    if (node.nodeType === TEXT_NODE) (inShadow ? shadow : light).push(node.nodeValue);
    for (const child of node.children ?? []) walk(child, inShadow);
    for (const child of node.shadowRoots ?? []) walk(child, true);
    if (node.contentDocument) walk(node.contentDocument, inShadow);
  };
  walk(root, false);
  return { light: light.join(' '), shadow: shadow.join(' ') };
}

/** The number as digits and as a card prints it; neither may show outside the widget. */
const numberForms = (number: string) => [number, number.replace(/(\d{4})(?=\d)/g, '$1 ')];

for (const language of ['en', 'fr'] as const) {
  test.describe(`card details in ${language}`, () => {
    // Whole journeys with axe-core and a second tab for the outbox: three times the usual time.
    test.slow();
    const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);
    let seeded: SeededSandbox;
    test.beforeAll(async () => {
      ({ demo: seeded } = await seedSandboxes({ demo: { consumer: 'demo' } }));
    });

    /** Cards, the active card selected, and the console's messages from then on. */
    async function openCards(page: Page): Promise<string[]> {
      const consoleMessages: string[] = [];
      page.on('console', (message) => consoleMessages.push(message.text()));
      await openSignedIn(page, seeded, language, `/consumer/cards?selected=${ACTIVE_CARD}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('cards.page.title'));
      return consoleMessages;
    }

    /** Opens the modal and types the fresh code texted for it; answers the modal. */
    async function openAndEnterCode(page: Page): Promise<Locator> {
      await page.getByRole('button', { name: t('cards.actions.details') }).click();
      const dialog = page.getByRole('dialog', { name: t('cardDetails.title') });
      const box = dialog.getByLabel(t('cardDetails.code.label'));
      await expect(box).toBeEnabled();
      await box.pressSequentially(await newestCode(page.context(), language, 'oneTimeCode'));
      return dialog;
    }

    const detailsGroup = (dialog: Locator, lastFour: string) =>
      dialog.getByRole('group', { name: t('cardDetails.card', { lastFour }) });

    test('reveals the details after a fresh code, only inside the secure widget, copies them and hides them on close', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const { number, cvv, lastFour, expireDate } = secretsOf(seeded);
      const consoleMessages = await openCards(page);

      await page.getByRole('button', { name: t('cards.actions.details') }).click();
      const dialog = page.getByRole('dialog', { name: t('cardDetails.title') });
      await expect(dialog.getByLabel(t('cardDetails.code.label'))).toBeEnabled();
      await expect(dialog).toContainText(t('cardDetails.code.intro', { lastFour }));
      await expectNoAxeViolations(page);
      await dialog
        .getByLabel(t('cardDetails.code.label'))
        .pressSequentially(await newestCode(context, language, 'oneTimeCode'));

      const details = detailsGroup(dialog, lastFour);
      await expect(details.getByRole('button', { name: t('cardDetails.copy.number') })).toBeVisible();
      await expect(details).toContainText(t('cardDetails.shown.hideNote', { seconds: 60 }));
      await expectNoAxeViolations(page);

      // A screen reader reads each detail after its label: the number in its groups of four, the
      // expiry as a month and year in the page's language (not "zero three slash two seven"), the CVV.
      const spoken = spokenText(
        await accessibleNodesUnder(page, { role: 'group', name: t('cardDetails.card', { lastFour }) }),
      );
      expect(spoken).toContain(
        [
          t('cardDetails.shown.number'),
          numberForms(number)[1],
          t('cardDetails.shown.expiry'),
          expiryInWords(expireDate, language),
          t('cardDetails.shown.cvv'),
          cvv,
        ].join(' | '),
      );

      // The digits are in the widget's closed shadow root, and nowhere else.
      const tree = await textByTree(page);
      expect(tree.shadow).toContain(numberForms(number)[1]);
      expect(tree.shadow).toContain(cvv);
      const outerHtml = await page.evaluate(() => document.documentElement.outerHTML);
      const lightText = await page.evaluate(() => document.body.innerText);
      const appStorage = await page.evaluate(() => ({
        // 'sandbox' is the simulated issuer's own store (its vault), not the app's.
        local: Object.entries(window.localStorage).filter(([key]) => key !== 'sandbox'),
        session: Object.entries(window.sessionStorage),
      }));
      // The analytics queue (page-type events only) carries no card data either.
      const analytics = await page.evaluate(() =>
        JSON.stringify((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []),
      );
      for (const form of numberForms(number)) {
        expect(outerHtml).not.toContain(form);
        expect(lightText).not.toContain(form);
        expect(tree.light).not.toContain(form);
        expect(page.url()).not.toContain(form);
        expect(JSON.stringify(appStorage)).not.toContain(form);
        expect(consoleMessages.join('\n')).not.toContain(form);
        expect(analytics).not.toContain(form);
      }

      await details.getByRole('button', { name: t('cardDetails.copy.number') }).click();
      await expect(details.getByRole('status')).toHaveText(t('cardDetails.copy.numberCopied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
      await details.getByRole('button', { name: t('cardDetails.copy.cvv') }).click();
      await expect(details.getByRole('status')).toHaveText(t('cardDetails.copy.cvvCopied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cvv);

      await dialog.getByRole('button', { name: t('cardDetails.close') }).click();
      await expect(dialog).toBeHidden();
      const afterClose = await textByTree(page);
      expect(`${afterClose.light} ${afterClose.shadow}`).not.toContain(numberForms(number)[1]);
      // Three digits may well be in the page's own text (a card's last four, a date): the code is
      // shown in the widget's shadow root only, which no longer holds it.
      expect(afterClose.shadow).not.toContain(cvv);
    });

    if (language === 'fr')
      test('a 401 opens the login modal and the reveal resumes once after sign-in', async ({ page }) => {
        const { number, lastFour } = secretsOf(seeded);
        await openCards(page);
        await failNextCall(page, 'revealCardSecret', 401);

        const dialog = await openAndEnterCode(page);

        const login = page.getByRole('dialog', { name: t('signin.loginModal.title') });
        await expect(login).toBeVisible();
        await expect(dialog).toContainText(t('cardDetails.signInRequired'));
        await login.getByLabel(t('signin.signIn.password')).fill(DEMO.password);
        await login.getByRole('button', { name: t('signin.loginModal.submit') }).click();
        await expect(codeDialog(page, language)).toBeVisible();
        await enterNewestOneTimeCode(page, language);

        await expect(
          detailsGroup(dialog, lastFour).getByRole('button', { name: t('cardDetails.copy.cvv') }),
        ).toBeVisible();
        expect((await textByTree(page)).shadow).toContain(numberForms(number)[1]);
        await expect(login).toBeHidden();
        // The sign-in windows closed over the details: the keyboard is back in them, not on the body.
        await expect(
          detailsGroup(dialog, lastFour).getByRole('button', { name: t('cardDetails.copy.number') }),
        ).toBeFocused();
      });

    if (language === 'en')
      test('a server error says so and keeps the modal; trying again shows the details', async ({ page }) => {
        const { lastFour } = secretsOf(seeded);
        await openCards(page);
        await failNextCall(page, 'revealCardSecret', 500);

        const dialog = await openAndEnterCode(page);

        await expect(dialog.getByRole('alert')).toHaveText(t('cardDetails.errors.server'));
        await expectNoAxeViolations(page);
        await dialog.getByRole('button', { name: t('cardDetails.retry') }).click();
        await expect(
          detailsGroup(dialog, lastFour).getByRole('button', { name: t('cardDetails.copy.number') }),
        ).toBeVisible();
      });

    if (language === 'fr')
      test('a lost connection says so clearly', async ({ page }) => {
        await openCards(page);
        await failNextCall(page, 'revealCardSecret', 'network');

        const dialog = await openAndEnterCode(page);

        await expect(dialog.getByRole('alert')).toHaveText(t('cardDetails.errors.network'));
        await expect(dialog.getByRole('button', { name: t('cardDetails.retry') })).toBeVisible();
      });
  });
}
