import { execFileSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The order result pages (issue 8 item 4) in Chromium, on the sandbox. Each journey starts where the
 * payment provider hands the browser back: the demo consumer is signed in and the order is settled
 * with the chosen outcome by the very sandbox the app then reads (its state is put in local storage
 * under `sandbox`, beside the session `token`, as a reload would find them).
 */

type Outcome = 'approve' | 'decline' | 'cancel' | 'pending' | 'investigation';

interface SettledOrder {
  orderId: string;
  /** Where the provider sends the browser back, e.g. /order/<id>/error. */
  returnPath: string;
  sandboxState: string;
  token: string;
  /** When the provider settled it (ms since the epoch): the pending payment's 30 seconds count from here. */
  settledAt: number;
}

/**
 * For each outcome, a fresh sandbox where the demo consumer signed in, ordered a 20 EUR card and the
 * provider settled the payment so. The sandbox's TypeScript uses legacy decorators, which Playwright's
 * loader does not compile, so a Node child runs it through ts-node, as Cucumber does.
 */
const SETTLE_ORDERS = `
const { MemoryStorage } = require('./src/adapters/browser/MemoryStorage');
const { createSandbox } = require('./src/adapters/sandbox/createSandbox');
const { DEMO_CREDENTIALS } = require('./src/adapters/sandbox/seed/accounts');
const settled = {};
for (const outcome of JSON.parse(process.env.E2E_OUTCOMES)) {
  const storage = new MemoryStorage();
  const sandbox = createSandbox({ storage });
  const login = sandbox.login(DEMO_CREDENTIALS);
  const code = sandbox.outbox().find((message) => message.kind === 'oneTimeCode').code;
  const { token } = sandbox.verifyOneTimeCode(login.token, code);
  const { orderId } = sandbox.createOrder(token, 2000);
  const { redirectUrl } = sandbox.startPayment(token, orderId, 'visa', 'e2e-' + outcome);
  const paymentId = decodeURIComponent(redirectUrl.split('/').at(-1));
  const settledAt = Date.now();
  const { returnPath } = sandbox.completePayment(paymentId, outcome);
  settled[outcome] = { orderId, returnPath, token, settledAt, sandboxState: storage.getItem('sandbox') };
}
process.stdout.write(JSON.stringify(settled));
`;

function settleOrders(outcomes: Outcome[]): Record<Outcome, SettledOrder> {
  const output = execFileSync(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', '-e', SETTLE_ORDERS],
    {
      cwd: path.join(__dirname, '..'),
      env: { ...process.env, E2E_OUTCOMES: JSON.stringify(outcomes) },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(output) as Record<Outcome, SettledOrder>;
}

let settled: Record<Outcome, SettledOrder>;
test.beforeAll(() => {
  settled = settleOrders(['approve', 'decline', 'cancel', 'pending', 'investigation']);
});

/** Puts the sandbox and the session in the tab once (a reload keeps what the app has written since). */
async function seed(page: Page, order: SettledOrder, language: 'en' | 'fr') {
  await page.addInitScript(
    ({ sandboxState, token, lng }) => {
      if (window.sessionStorage.getItem('e2e-seeded') !== null) return;
      window.localStorage.setItem('sandbox', sandboxState);
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('language', lng);
      window.sessionStorage.setItem('e2e-seeded', 'yes');
    },
    { sandboxState: order.sandboxState, token: order.token, lng: language },
  );
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations).toEqual([]);
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('order result pages', () => {
  test('a declined payment returns to the payment page with the error', async ({ page }) => {
    const order = settled.decline;
    expect(order.returnPath).toBe(`/order/${order.orderId}/error`);
    await seed(page, order, 'en');

    await page.goto(order.returnPath);

    await expect(page).toHaveURL(new RegExp(`/order/${order.orderId}/payment$`));
    await expect(page.getByText('There was an error with your payment')).toBeVisible();
    await screenshot(page, 'declined-back-on-payment');
  });

  test('a cancelled payment goes to the cards, with the warning shown once', async ({ page }) => {
    const order = settled.cancel;
    expect(order.returnPath).toBe(`/order/${order.orderId}/cancel`);
    await seed(page, order, 'en');

    await page.goto(order.returnPath);

    await expect(page).toHaveURL(/\/consumer\/cards$/);
    const warning = page.getByText('Your payment was canceled, pls try again');
    await expect(warning).toBeVisible();
    await screenshot(page, 'cancelled-warning-on-cards');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(warning).toHaveCount(0);
    await screenshot(page, 'cancelled-warning-gone-after-reload');
  });

  test('the pending page turns paid on its retry 30 seconds later', async ({ page }) => {
    const order = settled.pending;
    expect(order.returnPath).toBe(`/order/${order.orderId}/pending`);
    await seed(page, order, 'en');
    // The page's clock starts when the provider left the payment pending.
    await page.clock.install({ time: order.settledAt });

    await page.goto(order.returnPath);

    await expect(h1(page)).toHaveText('Waiting for the result of your payment');
    await expect(page.getByRole('status')).toContainText('please keep this page open');
    await expect(page).toHaveTitle(/Payment in progress/);
    await screenshot(page, 'pending-waiting');
    await expectNoAxeViolations(page);

    await page.clock.fastForward(30_000);

    await expect(page).toHaveURL(new RegExp(`/order/${order.orderId}/success$`));
    await expect(h1(page)).toHaveText('Thank you for your order!');
    await screenshot(page, 'pending-turned-paid');
  });

  test('the thank-you page continues to the cards with the new card selected', async ({ page }) => {
    const order = settled.approve;
    await seed(page, order, 'en');

    await page.goto(order.returnPath);

    await expect(h1(page)).toHaveText('Thank you for your order!');
    await expect(page.getByText(`Order number: ${order.orderId}`)).toBeVisible();
    await screenshot(page, 'thank-you');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/consumer\/cards\?selected=[^&]+$/);
  });

  test('an order that is not paid shows the failure screen, in French', async ({ page }) => {
    const order = settled.decline;
    await seed(page, order, 'fr');

    await page.goto(`/order/${order.orderId}/success`);

    await expect(h1(page)).toHaveText('Oups\u202f! Un problème est survenu');
    await expect(page.getByText(order.orderId, { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Acheter une nouvelle carte' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: /Consulter le centre d’aide/ })).toBeVisible();
    await screenshot(page, 'failure-screen-fr');
    await expectNoAxeViolations(page);
  });

  test('a paid order under investigation goes to the review page', async ({ page }) => {
    const order = settled.investigation;
    expect(order.returnPath).toBe(`/order/${order.orderId}/success`);
    await seed(page, order, 'en');

    await page.goto(order.returnPath);

    await expect(page).toHaveURL(new RegExp(`/order/${order.orderId}/investigation$`));
    await expect(h1(page)).toHaveText('Your order is under review');
    await expect(page.getByRole('link', { name: 'See my orders' })).toHaveAttribute(
      'href',
      '/consumer/orders',
    );
    await screenshot(page, 'investigation');
    await expectNoAxeViolations(page);
  });

  test('the identity-verification info keeps the selected card both ways on', async ({ page }) => {
    const order = settled.approve;
    await seed(page, order, 'en');

    await page.goto(`/order/${order.orderId}/infoKYC?selected=card-7`);

    await expect(h1(page)).toHaveText('Verify your identity to get the most out of your card');
    await expect(page.getByRole('link', { name: 'Verify my identity' })).toHaveAttribute(
      'href',
      '/consumer/kyc/upgrade-info?selected=card-7',
    );
    await expect(page.getByRole('link', { name: 'Verify later and go to my cards' })).toHaveAttribute(
      'href',
      '/consumer/cards?selected=card-7',
    );
    await screenshot(page, 'info-kyc');
    await expectNoAxeViolations(page);
  });
});
