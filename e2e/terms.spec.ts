import { expect, test } from './support/test';

test.describe('terms and conditions page', () => {
  test('shows the terms in French, the shop default', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions générales');
    await expect(page.getByRole('heading', { level: 2, name: 'Le prestataire de la carte' })).toBeVisible();
    await expect(page).toHaveTitle(/Conditions générales/);
  });

  test('shows the terms in English once English is chosen', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await page.getByText('English', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
    await expect(page.getByRole('heading', { level: 2, name: 'The card provider' })).toBeVisible();
    await expect(page).toHaveTitle(/Terms and conditions/);
  });

  test('jumps to a section from the table of contents', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await page.getByRole('navigation', { name: 'Sommaire' }).getByRole('link', { name: 'Frais' }).click();
    await expect(page).toHaveURL(/#fees$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Frais', exact: true })).toBeInViewport();
  });

  test('opens at the section named in the address', async ({ page }) => {
    await page.goto('/terms-and-conditions#complaints');
    await expect(page.getByRole('heading', { level: 2, name: 'Réclamations' })).toBeInViewport();
  });
});
