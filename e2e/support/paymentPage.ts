import { expect, type Locator, type Page } from '@playwright/test';
import { expectHeading, money, text, type Language } from './app';

/** The payment page (/order/{id}/payment) and the sandbox payment provider's page, as a consumer sees them. */

/** The order id in the address of an order page (/order/{id}/payment, /order/{id}/success, …). */
export function orderIdIn(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
}

/** On the payment page of an order: its heading and countdown shown; the order's id. */
export async function expectPaymentPage(page: Page, language: Language): Promise<string> {
  await expect(page).toHaveURL(/\/order\/[^/]+\/payment$/);
  await expectHeading(page, text(language, 'payment.title'));
  await expect(page.getByRole('timer')).toHaveText(/\d\d:\d\d/);
  return orderIdIn(page);
}

export const breakdownOf = (page: Page, language: Language) =>
  page.getByRole('region', { name: text(language, 'payment.breakdown.title') });

/** A row's term; a fee's term also holds its (hidden) explanation, so it is matched by how it starts. */
function term(page: Page, language: Language, key: string): Locator {
  const label = text(language, `payment.breakdown.${key}`);
  return breakdownOf(page, language)
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}`) });
}

/** The amounts of the price breakdown, in cents; null: the row is not shown. */
export interface Breakdown {
  cardPrice: number;
  /** 'free': a first card (SPEC section 9), its creation shown as free. */
  creationFee: number | 'free';
  serviceFee: number;
  discount?: number | null;
  total: number;
}

export async function expectBreakdown(page: Page, language: Language, expected: Breakdown) {
  const rows: [key: string, cents: number | 'free' | null | undefined][] = [
    ['cardPrice', expected.cardPrice],
    ['creationFee', expected.creationFee],
    ['serviceFee', expected.serviceFee],
    ['discount', expected.discount ?? null],
    ['total', expected.total],
  ];
  for (const [key, cents] of rows) {
    const row = term(page, language, key);
    const amount = row.locator('xpath=following-sibling::dd');
    if (cents === null || cents === undefined) await expect(row).toHaveCount(0);
    else if (cents === 'free')
      await expect(amount).toHaveText(text(language, 'payment.breakdown.creationFeeFree'));
    else await expect(amount).toHaveText(money(language, cents));
  }
}

export const payButton = (page: Page, language: Language) =>
  page.getByRole('button', { name: text(language, 'payment.pay'), exact: true });

export const paymentMethods = (page: Page, language: Language) =>
  page.getByRole('radiogroup', { name: text(language, 'payment.methods.label') });

/** Chooses a method by its friendly name (its logo's text alternative); Pay is enabled. */
export async function chooseMethod(page: Page, language: Language, name = 'VISA') {
  await paymentMethods(page, language).getByRole('radio', { name }).check();
  await expect(payButton(page, language)).toBeEnabled();
}

/** The amount modal, opened with the pencil beside the card price. */
export async function openAmountModal(page: Page, language: Language): Promise<Locator> {
  await page.getByRole('button', { name: text(language, 'payment.breakdown.editAmount') }).click();
  const dialog = page.getByRole('dialog', { name: text(language, 'payment.amount.title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Pay pressed: the browser is on the sandbox provider's page, showing the amount and the method. */
export async function expectSandboxPaymentPage(
  page: Page,
  language: Language,
  totalCents: number,
  method = 'VISA',
) {
  await expect(page).toHaveURL(/\/sandbox\/payment\/[^/]+$/);
  await expectHeading(page, text(language, 'payment.sandbox.title'));
  await expect(page.getByRole('main').getByText(money(language, totalCents), { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(method, { exact: true })).toBeVisible();
}

/** The provider's answer, one button per outcome. */
export const outcomeButton = (page: Page, language: Language, outcome: 'approve' | 'decline' | 'cancel') =>
  page.getByRole('button', { name: text(language, `payment.sandbox.outcomes.${outcome}`) });
