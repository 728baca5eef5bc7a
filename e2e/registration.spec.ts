import { expect, test } from './support/test';
import { CARDS_URL, containing, expectHeading, LANGUAGES, openIn, text } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { holdChunksOfNoFamily } from './support/heldChunks';
import { enterNewestOneTimeCode, LEVEL1, signInWithPassword } from './support/signIn';
import { answersFor, openDropdown, registerAndVerifyContact, visitor } from './support/signUp';

for (const language of LANGUAGES) {
  test.describe(`registration in ${language}`, () => {
    // Journeys through several screens, each checked with axe-core. The whole sign-up, with the
    // keyboard alone, is the start of the ordering journey (ordering-journey.spec.ts).
    test.slow();
    const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);

    if (language === 'fr')
      test("the date of birth stands in at the picker's size until its code comes, and keeps a date typed meanwhile", async ({
        page,
      }) => {
        const answers = answersFor(language);
        await openIn(page, language, '/auth?reg=true');
        await registerAndVerifyContact({ page, language, user: visitor(page, 'pointer'), answers });
        // Personal Info visited afresh, the date picker's code (no route family's) held back.
        const release = await holdChunksOfNoFamily(page);
        await page.reload();
        await expectHeading(page, t('registration.personalInfo.title'));
        const dateOfBirth = page.getByLabel(t('registration.personalInfo.dateOfBirth'));
        await expect(dateOfBirth).toHaveAttribute(
          'placeholder',
          t('registration.personalInfo.datePlaceholder'),
        );
        await expect(page.locator('.ant-picker')).toHaveCount(0);
        const item = page.locator('.ant-form-item').filter({ has: dateOfBirth });
        const submit = page.getByRole('button', { name: t('registration.personalInfo.submit') });
        const before = { item: await item.boundingBox(), submit: await submit.boundingBox() };
        await dateOfBirth.click();
        await page.keyboard.type(answers.dateOfBirth.slice(0, 3));
        release();
        await page.keyboard.type(answers.dateOfBirth.slice(3));
        await expect(dateOfBirth).toBeFocused();
        await expect(dateOfBirth).toHaveValue(answers.dateOfBirth);
        await page.keyboard.press('Tab');
        // Left, the box hands over to the picker, which shows the date kept.
        await expect(page.locator('.ant-picker').filter({ has: dateOfBirth })).toBeVisible();
        await expect(dateOfBirth).toHaveValue(answers.dateOfBirth);
        expect({ item: await item.boundingBox(), submit: await submit.boundingBox() }).toEqual(before);
      });

    if (language === 'en')
      test('bad answers on the registration steps show their message on the field and keep the rest', async ({
        page,
      }) => {
        const answers = answersFor(language);
        await openIn(page, language, '/auth?reg=true');
        await expectHeading(page, t('signin.authorization.registerTitle'));
        await registerAndVerifyContact({ page, language, user: visitor(page, 'pointer'), answers });

        // Personal Info: a name with digits, a surname of 21 letters.
        const name = page.getByLabel(t('registration.personalInfo.name'), { exact: true });
        const surname = page.getByLabel(t('registration.personalInfo.surname'), { exact: true });
        await name.fill('Jane2');
        await surname.fill('A'.repeat(21));
        const dateOfBirth = page.getByLabel(t('registration.personalInfo.dateOfBirth'));
        await dateOfBirth.click();
        await page.keyboard.type(answers.dateOfBirth);
        await page.keyboard.press('Enter');
        await page.getByRole('button', { name: t('registration.personalInfo.submit') }).click();
        await expect(name).toHaveAccessibleDescription(t('register.errors.name.invalidCharacters'));
        await expect(surname).toHaveAccessibleDescription(t('register.errors.surname.tooLong', { max: 20 }));
        await expect(name).toHaveValue('Jane2');
        await expect(dateOfBirth).toHaveValue(answers.dateOfBirth);
        await expectNoAxeViolations(page);
        await name.fill(answers.name);
        await surname.fill(answers.surname);
        await page.getByRole('button', { name: t('registration.personalInfo.submit') }).click();

        // Address Info: a line 1 without digits, a postal code with symbols.
        await expectHeading(page, t('registration.addressInfo.title'));
        const line1 = page.getByLabel(t('registration.addressInfo.addressLine1'));
        const postCode = page.getByLabel(t('registration.addressInfo.postCode'));
        await line1.fill('rue Lepic');
        await page.getByLabel(t('registration.addressInfo.city')).fill(answers.city);
        await postCode.fill('75018#');
        await page.getByRole('button', { name: t('registration.addressInfo.submit') }).click();
        await expect(line1).toHaveAccessibleDescription(
          containing(t('register.errors.addressLine1.needsLettersAndDigits')),
        );
        await expect(postCode).toHaveAccessibleDescription(t('register.errors.postCode.invalid'));
        await expect(page.getByLabel(t('registration.addressInfo.city'))).toHaveValue(answers.city);
        await expectNoAxeViolations(page);
        await line1.fill(answers.addressLine1);
        await postCode.fill(answers.postCode);
        await page.getByRole('button', { name: t('registration.addressInfo.submit') }).click();

        // Financial Info: OTHER without its text.
        await expectHeading(page, t('registration.financialInfo.title'));
        const source = page.getByLabel(t('registration.financialInfo.sourceOfFunds'));
        await source.fill(t('registration.financialInfo.sourcesOfFunds.OTHER'));
        await openDropdown(page)
          .locator(`[title="${t('registration.financialInfo.sourcesOfFunds.OTHER')}"]`)
          .click();
        await expect(openDropdown(page)).toHaveCount(0);
        const other = page.getByLabel(t('registration.financialInfo.sourceOfFundsOther'));
        await expect(other).toBeVisible();
        await page.getByRole('button', { name: t('registration.financialInfo.submit') }).click();
        await expect(other).toHaveAccessibleDescription(t('register.errors.sourceOfFundsOther.required'));
        await expectNoAxeViolations(page);
      });

    if (language === 'fr')
      test('a level-1 consumer prepares and starts the full identity check', async ({ page }) => {
        await openIn(page, language, '/auth');
        await expectHeading(page, t('signin.authorization.signInTitle'));
        await signInWithPassword(page, language, LEVEL1);
        await enterNewestOneTimeCode(page, language);
        await expect(page).toHaveURL(CARDS_URL);

        await page.goto('/consumer/kyc/upgrade-info?selected=card-1');
        await expectHeading(page, t('kyc.upgradeInfo.title'));
        await expect(
          page.getByRole('list', { name: t('kyc.upgradeInfo.intro') }).getByRole('listitem'),
        ).toHaveText([
          t('kyc.upgradeInfo.identity'),
          t('kyc.upgradeInfo.address1'),
          t('kyc.upgradeInfo.address2'),
        ]);
        await expect(page.getByRole('link', { name: t('kyc.upgradeInfo.later') })).toHaveAttribute(
          'href',
          '/consumer/cards?selected=card-1',
        );
        await expectNoAxeViolations(page);
        await page.getByRole('link', { name: t('kyc.upgradeInfo.start') }).click();

        // The selected card goes along, for the way back to the cards.
        await expect(page).toHaveURL(/\/consumer\/kyc\/upgrade\?selected=card-1$/);
        await expectHeading(page, t('kyc.level2.title'));
        await expectNoAxeViolations(page);

        // The sandbox widget walks through an upload; the page then checks the documents. Its file
        // picker speaks French, not the browser's "Choose File": the page words the button and the name,
        // and the native input, hidden from sight, is the one the keyboard reaches.
        await page.getByRole('radio', { name: t('kyc.sandboxWidget.passport') }).check();
        const file = page.getByLabel(t('kyc.sandboxWidget.file'));
        await expect(page.getByRole('button', { name: t('kyc.sandboxWidget.chooseFile') })).toHaveCount(0);
        await expect(page.getByText(t('kyc.sandboxWidget.chooseFile'), { exact: true })).toBeVisible();
        await expect(page.getByText(t('kyc.sandboxWidget.noFile'), { exact: true })).toBeVisible();
        await expect(file).toHaveAccessibleDescription(containing(t('kyc.sandboxWidget.noFile')));
        await page.getByRole('radio', { name: t('kyc.sandboxWidget.passport') }).press('Tab');
        await expect(file).toBeFocused();
        const chooser = page.waitForEvent('filechooser');
        await page.getByText(t('kyc.sandboxWidget.chooseFile'), { exact: true }).click();
        await chooser;
        await file.setInputFiles({
          name: 'passport.png',
          mimeType: 'image/png',
          buffer: Buffer.from('not read'),
        });
        await expect(page.getByText('passport.png', { exact: true })).toBeVisible();
        await expect(file).toHaveAccessibleDescription(containing('passport.png'));
        await page.getByRole('button', { name: t('kyc.sandboxWidget.submit') }).click();
        await expect(page.getByText(t('kyc.checkingDocuments'))).toBeVisible();
        await expect(page.getByRole('button', { name: t('kyc.redirect.button') })).toBeDisabled();
        await expectNoAxeViolations(page);

        await page.getByRole('button', { name: t('kyc.sandboxWidget.reject') }).click();
        await expect(page.getByRole('alert').filter({ hasText: t('kyc.rejected') })).toBeVisible();
      });
  });
}
