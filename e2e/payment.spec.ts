import { execFileSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The payment page and the sandbox payment provider (issue 8 items 2 and 3) in Chromium, on the
 * sandbox. The journey starts signed in: a new consumer has registered, verified e-mail and mobile,
 * filled the profile and passed the level-1 check (Simulate Success) in the very sandbox the app then
 * reads (its state is put in local storage under `sandbox`, beside the session `token`, as a reload
 * would find them). Registration itself is driven through the pages by the sign-up journeys.
 */

interface SignedIn {
  sandboxState: string;
  token: string;
}

/**
 * The sandbox's TypeScript uses legacy decorators, which Playwright's loader does not compile, so a
 * Node child runs it through ts-node, as Cucumber does.
 */
const REGISTER_LEVEL_ONE = `
const { MemoryStorage } = require('./src/adapters/browser/MemoryStorage');
const { createSandbox } = require('./src/adapters/sandbox/createSandbox');
const storage = new MemoryStorage();
const sandbox = createSandbox({ storage });
const newest = (kind) => sandbox.outbox().find((message) => message.kind === kind);
const { token } = sandbox.register({
  email: 'payer@example.com',
  countryCode: '33',
  number: '612345678',
  acceptedTerms: true,
  password: sandbox.tokenise('Secret123'),
});
sandbox.sendVerificationEmail(token);
const query = new URL(newest('emailVerification').link, 'http://localhost').searchParams;
sandbox.checkEmailCode(token, { nonce: query.get('nonce'), cons: query.get('cons') });
sandbox.addMobileDevice(token);
sandbox.verifyMobileDevice(token, newest('mobileCode').code);
sandbox.updateProfile(token, { name: 'Jane', surname: 'Doe', dateOfBirth: '1990-04-12' });
sandbox.updateProfile(token, {
  addressLine1: '8 rue Lepic', addressLine2: '', city: 'Paris', state: '', postCode: '75018', country: 'FR',
});
sandbox.updateProfile(token, {
  occupation: 'FREELANCER', sourceOfFunds: 'PERSONAL_SAVINGS', sourceOfFundsOther: '', nationality: 'FR',
});
sandbox.simulateKyc(token, 'KYC_LEVEL_1');
process.stdout.write(JSON.stringify({ token, sandboxState: storage.getItem('sandbox') }));
`;

function registerLevelOneConsumer(): SignedIn {
  const output = execFileSync(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', '-e', REGISTER_LEVEL_ONE],
    { cwd: path.join(__dirname, '..'), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(output) as SignedIn;
}

let signedIn: SignedIn;
test.beforeAll(() => {
  signedIn = registerLevelOneConsumer();
});

/** Puts the sandbox and the session in the tab once (later loads keep what the app has written since). */
async function seed(page: Page, language: 'en' | 'fr') {
  await page.addInitScript(
    ({ sandboxState, token, lng }) => {
      if (window.sessionStorage.getItem('e2e-seeded') !== null) return;
      window.localStorage.setItem('sandbox', sandboxState);
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('language', lng);
      window.sessionStorage.setItem('e2e-seeded', 'yes');
    },
    { ...signedIn, lng: language },
  );
}

async function screenshot(page: Page, name: string) {
  const file = test.info().outputPath(`${name}-${test.info().project.name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach(name, { path: file, contentType: 'image/png' });
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations).toEqual([]);
}

/** Each language's words for the journey, as the locale files have them. */
const WORDS = {
  en: {
    amount: 'Card value in euros',
    order: 'Get my card',
    title: 'Payment',
    breakdown: 'Your order',
    cardPrice: 'Card price',
    serviceFee: 'Service fee',
    creationFee: 'Card creation fee',
    total: 'Total',
    money: ['€50.00', '€2.50', '€52.50'],
    methods: 'Choose how to pay',
    pay: 'Pay',
    editAmount: 'Change the card amount',
    amountDialog: 'Change the card amount',
    sandboxTitle: 'Sandbox payment provider',
    approve: 'Approve',
  },
  fr: {
    amount: 'Montant de la carte en euros',
    order: 'Obtenir ma carte',
    title: 'Paiement',
    breakdown: 'Votre commande',
    cardPrice: 'Prix de la carte',
    serviceFee: 'Frais de service',
    creationFee: 'Frais de création de la carte',
    total: 'Total',
    money: ['50,00\u00a0€', '2,50\u00a0€', '52,50\u00a0€'],
    methods: 'Choisissez comment payer',
    pay: 'Payer',
    editAmount: 'Modifier le montant de la carte',
    amountDialog: 'Modifier le montant de la carte',
    sandboxTitle: 'Prestataire de paiement du bac à sable',
    approve: 'Accepter',
  },
} as const;

for (const language of ['en', 'fr'] as const) {
  const words = WORDS[language];

  test(`ordering 50 signed in, paying and approving lands on the success route (${language})`, async ({
    page,
  }) => {
    await seed(page, language);

    // Order 50 on the landing page, signed in: the order is created and the consumer pays it.
    await page.goto('/');
    await page.getByLabel(words.amount).fill('50');
    await page.getByRole('button', { name: words.order }).click();
    await expect(page).toHaveURL(/\/order\/[^/]+\/payment$/);
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
    await expect(page.getByRole('timer')).toHaveText(/\d\d:\d\d/);

    // A first card: card price 50.00, service fee 2.50, no creation fee, total 52.50.
    const breakdown = page.getByRole('region', { name: words.breakdown });
    // A fee's term also holds its explanation (hidden), so terms are matched by how they start.
    const term = (label: string) => breakdown.locator('dt').filter({ hasText: new RegExp(`^${label}`) });
    const amountOf = (label: string) => term(label).locator('xpath=following-sibling::dd');
    await expect(amountOf(words.cardPrice)).toHaveText(words.money[0]);
    await expect(amountOf(words.serviceFee)).toHaveText(words.money[1]);
    await expect(term(words.creationFee)).toHaveCount(0);
    await expect(amountOf(words.total)).toHaveText(words.money[2]);

    // Pay is disabled until a card method is chosen.
    const pay = page.getByRole('button', { name: words.pay, exact: true });
    await expect(pay).toBeDisabled();
    await screenshot(page, `payment-${language}`);
    await expectNoAxeViolations(page);

    // The amount modal passes axe too.
    await page.getByRole('button', { name: words.editAmount }).click();
    const dialog = page.getByRole('dialog', { name: words.amountDialog });
    await expect(dialog).toBeVisible();
    await screenshot(page, `payment-amount-modal-${language}`);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('radiogroup', { name: words.methods }).getByRole('radio', { name: 'VISA' }).check();
    await expect(pay).toBeEnabled();
    await pay.click();

    // The sandbox payment provider: the amount and the method, one button per outcome.
    await expect(page).toHaveURL(/\/sandbox\/payment\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.sandboxTitle);
    await expect(page.getByText(words.money[2])).toBeVisible();
    await expect(page.getByRole('main').getByText('VISA', { exact: true })).toBeVisible();
    await screenshot(page, `sandbox-payment-${language}`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: words.approve }).click();

    await expect(page).toHaveURL(new RegExp(`/order/${encodeURIComponent(orderId)}/success$`));
    await screenshot(page, `success-${language}`);
  });
}

test('refuses an invalid promo code, then applies and removes WELCOME5 (en)', async ({ page }) => {
  await seed(page, 'en');
  await page.goto('/');
  await page.getByLabel('Card value in euros').fill('50');
  await page.getByRole('button', { name: 'Get my card' }).click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/payment$/);

  const promo = page.getByLabel('Promo code');
  await promo.fill('USED10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByText('This promo code is not valid or has already been used. Please check it and try again.'),
  ).toBeVisible();

  await promo.fill('WELCOME5');
  await page.getByRole('button', { name: 'Apply' }).click();
  const breakdown = page.getByRole('region', { name: 'Your order' });
  await expect(breakdown.getByText('-€5.00')).toBeVisible();
  await expect(breakdown.getByText('€47.50')).toBeVisible();
  await screenshot(page, 'promo-applied');
  await page.getByRole('button', { name: 'Remove the promo code WELCOME5' }).click();
  await expect(breakdown.getByText('€52.50')).toBeVisible();
  await expect(breakdown.getByText('-€5.00')).toHaveCount(0);
});

test('clamps the amount above the level-1 maximum of 50 and names it (en)', async ({ page }) => {
  await seed(page, 'en');
  await page.goto('/');
  await page.getByLabel('Card value in euros').fill('30');
  await page.getByRole('button', { name: 'Get my card' }).click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/payment$/);

  await page.getByRole('button', { name: 'Change the card amount' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the card amount' });
  const amount = dialog.getByLabel('Card value in euros');
  await expect(amount).toHaveValue('30');
  await amount.fill('80');
  await amount.press('Tab');
  await expect(amount).toHaveValue('50');
  await expect(dialog.getByText('The maximum is €50.00.')).toBeVisible();
  await amount.fill('3');
  await amount.press('Tab');
  await expect(amount).toHaveValue('5');
  await expect(dialog.getByText('The minimum is €5.00.')).toBeVisible();
  await amount.fill('40');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Your order' }).getByText('€42.00')).toBeVisible();
});
