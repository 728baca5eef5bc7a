import { expect, test } from './support/test';
import { CARDS_URL, LANGUAGES, openIn, text } from './support/app';
import { openSignedIn, seedSandboxes, type SeededSandbox } from './support/sandboxSeed';

/**
 * The route guards (SPEC section 2 and 6) as a person meets them: a consumer still registering is
 * taken to the first step they are missing, a complete consumer never sees Authorization again, and
 * the KYC upgrade asks a signed-out visitor to sign in first.
 */

type Who = 'registering' | 'complete';

let seeded: Record<Who, SeededSandbox>;
test.beforeAll(async () => {
  seeded = await seedSandboxes<Who>({
    registering: { consumer: 'newVerified', email: 'still.registering@example.com' },
    complete: { consumer: 'demo' },
  });
});

for (const language of LANGUAGES) {
  test.describe(`the route guards in ${language}`, () => {
    test('a consumer still registering who opens the cards lands on the first missing step', async ({
      page,
    }) => {
      await openSignedIn(page, seeded.registering, language, '/consumer/cards');

      await expect(page).toHaveURL(/\/consumer\/register\/personal-info$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'registration.personalInfo.title'),
      );
    });

    if (language === 'fr')
      test('a complete consumer who opens Authorization lands on the cards', async ({ page }) => {
        await openSignedIn(page, seeded.complete, language, '/auth');

        await expect(page).toHaveURL(CARDS_URL);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'cards.page.title'));
      });

    if (language === 'en')
      test('a signed-out visitor who opens the KYC upgrade is asked to sign in first', async ({ page }) => {
        await openIn(page, language, '/consumer/kyc/upgrade');

        await expect(page).toHaveURL(/\/auth\?kyc=true$/);
        await expect(page.getByRole('tab', { selected: true })).toHaveText(
          text(language, 'signin.authorization.tabs.signIn'),
        );
        // The notice says why: signing in leads on to the identity upgrade.
        await expect(page.getByText(text(language, 'signin.authorization.kycNotice'))).toBeVisible();
      });
  });
}
