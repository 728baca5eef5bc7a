import { expect, test } from '@playwright/test';

test.describe('landing page', () => {
  test('greets a first-time visitor in French, the shop default', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Payez en ligne avec une carte virtuelle prépayée',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('switches to English and keeps English after a reload', async ({ page }) => {
    await page.goto('/');
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

  test('shows Not Found for an unknown address', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Oups ! Nous ne trouvons pas la page que vous cherchez',
    );
  });
});
