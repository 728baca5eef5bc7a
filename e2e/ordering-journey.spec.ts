import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectHeading, LANGUAGES, money, text, type Language } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { anotherCode, newestCode } from './support/outbox';
import * as paymentPage from './support/paymentPage';
import { answersFor, signUp, visitor, type SignUpStep, type Visitor } from './support/signUp';

/**
 * Issue 8's main journey, as a new visitor follows it on the sandbox: order 50 on the landing page,
 * sign up through the outbox (with the keyboard alone), pass KYC with Simulate Success, pay on the
 * payment page, approve on the sandbox provider's page, and find the new card on Cards. In French,
 * every step is checked with axe-core, as a named step of the report.
 */

/** What is looked at on a sign-up screen beyond axe, before the visitor goes on. */
function closerLooks(page: Page, language: Language, user: Visitor) {
  const t = (key: string) => text(language, key);
  /** Resend waits; the change-of-contact dialog opens with its field (axe in French), closes with Cancel. */
  const resendWaitsAndChangeDialogCloses = async (
    screen: 'email' | 'mobile',
    dialogKeys: string,
    field: string,
  ) => {
    await expect(page.getByRole('button', { name: t(`verification.${screen}.resend`) })).toBeDisabled();
    await user.press(page.getByRole('button', { name: t(`verification.${screen}.change`) }));
    const dialog = page.getByRole('dialog', { name: t(`verification.${dialogKeys}.title`) });
    await expect(dialog.getByLabel(t(`verification.${dialogKeys}.${field}`))).toBeVisible();
    if (language === 'fr') await expectNoAxeViolations(page);
    await user.press(dialog.getByRole('button', { name: t(`verification.${dialogKeys}.cancel`) }));
    await expect(dialog).toBeHidden();
  };
  const looks: Partial<Record<SignUpStep, () => Promise<void>>> = {
    verifyEmail: () => resendWaitsAndChangeDialogCloses('email', 'changeEmail', 'label'),
    // Then a wrong code is refused, and erased.
    verifyMobile: async () => {
      await resendWaitsAndChangeDialogCloses('mobile', 'changePhone', 'number');
      const wrong = anotherCode(await newestCode(page.context(), language, 'mobileCode'));
      const codeBox = page.getByLabel(t('verification.mobile.codeLabel'));
      await user.typeKeys(codeBox, wrong.slice(0, 3));
      await expect(codeBox).toHaveValue(`${wrong.slice(0, 2)}-${wrong[2]}`);
      await page.keyboard.type(wrong.slice(3));
      const invalid = page.getByRole('alert').filter({ hasText: t('verification.mobile.invalidTitle') });
      await expect(invalid).toContainText(t('verification.mobile.invalidText'));
      for (let key = 0; key < 8; key += 1) await page.keyboard.press('Backspace');
      await expect(codeBox).toHaveValue('');
    },
  };
  return looks;
}

for (const language of LANGUAGES) {
  test(`a new visitor orders 50 on the landing page, signs up, pays and finds the card (${language})`, async ({
    page,
  }) => {
    // A dozen sign-up screens and six ordering screens, each checked with axe-core in French.
    test.slow();
    const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);
    /**
     * axe-core on what the screen shows, named in the report: in French, the shop's default (and the
     * longer texts). The English run checks the same screens' texts and flow; what axe judges (roles,
     * names, labels, contrast) does not change with the language, and both locales hold every key.
     */
    const checkpoint = (name: string) =>
      language === 'fr' ? test.step(`axe: ${name}`, () => expectNoAxeViolations(page)) : Promise.resolve();

    // The landing page, in French unless the visitor picks English.
    await page.goto('/');
    if (language === 'en') await page.getByText('English', { exact: true }).click();
    await expectHeading(page, t('landing.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const amount = page.getByLabel(t('landing.order.label'));
    await amount.fill('50');
    await checkpoint('landing-order-50');

    // Signed out, the amount waits while the visitor registers.
    await page.getByRole('button', { name: t('landing.order.submit') }).click();
    await expect(page).toHaveURL(/\/auth\?reg=true$/);
    await expectHeading(page, t('signin.authorization.registerTitle'));
    await checkpoint('register-tab');

    const user = visitor(page, 'keyboard');
    const looks = closerLooks(page, language, user);
    await signUp({
      page,
      language,
      user,
      answers: answersFor(language),
      atStep: async (step) => {
        await looks[step]?.();
        await checkpoint(step.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`));
      },
    });

    // Level 1 passed, the stored amount became an order: card price 50.00, card creation free (a
    // first card), service fee 2.50, total 52.50; Pay waits for a method.
    const orderId = await paymentPage.expectPaymentPage(page, language);
    await paymentPage.expectBreakdown(page, language, {
      cardPrice: 5000,
      creationFee: 'free',
      serviceFee: 250,
      total: 5250,
    });
    await expect(paymentPage.payButton(page, language)).toBeDisabled();
    await expect(paymentPage.payButton(page, language)).toHaveAccessibleDescription(t('payment.payHint'));
    await checkpoint('payment');
    const amountModal = await paymentPage.openAmountModal(page, language);
    await checkpoint('payment-amount-modal');
    await page.keyboard.press('Escape');
    await expect(amountModal).toBeHidden();
    await paymentPage.chooseMethod(page, language, 'VISA');
    await checkpoint('payment-visa-chosen');

    // The sandbox provider shows the total and the method; the payment is approved.
    await paymentPage.payButton(page, language).click();
    await paymentPage.expectSandboxPaymentPage(page, language, 5250, 'VISA');
    await checkpoint('sandbox-payment');
    await paymentPage.outcomeButton(page, language, 'approve').click();

    // Thank you; the consumer is not fully known, so Continue offers the identity check first.
    await expect(page).toHaveURL(new RegExp(`/order/${encodeURIComponent(orderId)}/success$`));
    await expectHeading(page, t('orderResult.success.title'));
    await expect(page.getByText(t('orderResult.orderNumber', { orderId }))).toBeVisible();
    await checkpoint('thank-you');
    await page.getByRole('link', { name: t('orderResult.success.continue') }).click();
    await expect(page).toHaveURL(
      new RegExp(`/order/${encodeURIComponent(orderId)}/infoKYC\\?selected=[^&]+$`),
    );
    await expectHeading(page, t('orderResult.infoKyc.title'));
    await checkpoint('verify-identity-info');
    await page.getByRole('link', { name: t('orderResult.infoKyc.later') }).click();

    // Cards, the new card selected: its masked number and its 50.00 euro balance.
    await expect(page).toHaveURL(/\/consumer\/cards\?selected=[^&]+$/);
    await expect(page.getByText(/\*{4} \*{4} \*{4} \d{4}/).first()).toBeVisible();
    await expect(page.getByText(money(language, 5000), { exact: true }).first()).toBeVisible();
    await checkpoint('cards-new-card');
  });
}
