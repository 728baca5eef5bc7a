import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { containing, expectNoAxeViolations, openIn, screenshot, text, type Language } from './support/app';

async function expectHeading(page: Page, heading: string) {
  // A route family's first visit loads its chunk: a busy machine may take a while.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 15_000 });
}

/**
 * Moves the keyboard focus to a control with Tab alone, as a keyboard user does: Tab is pressed
 * until the control (or something inside it) has the focus.
 */
async function tabTo(page: Page, control: Locator, most = 120) {
  await expect(control).toBeVisible();
  for (let presses = 0; presses < most; presses += 1) {
    const focused = await control.evaluate(
      (element) => element === document.activeElement || element.contains(document.activeElement),
    );
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${control.toString()}`);
}

/** Tab to a control, then Enter. */
async function activate(page: Page, control: Locator) {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}

/** Tab to a field, then type into it key by key. */
async function typeInto(page: Page, field: Locator, typed: string) {
  await tabTo(page, field);
  await page.keyboard.type(typed);
}

/** The open drop-down of a list box (antd renders its options in a pop-up). */
const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** Tab to a list box, type to narrow its options to the one wanted, Enter to take it. */
async function choose(page: Page, field: Locator, option: string) {
  await typeInto(page, field, option);
  await expect(openDropdown(page).locator(`[title="${option}"]`)).toBeVisible();
  await page.keyboard.press('Enter');
  // The list closes: antd's open list has no accessible name, so axe checks the page without it.
  await expect(openDropdown(page)).toHaveCount(0);
}

/**
 * The newest SMS code, read as a tester reads a phone: on the sandbox outbox page in another tab of
 * the same browser (nothing is done there), closed afterwards.
 */
async function newestSmsCode(context: BrowserContext, language: Language): Promise<string> {
  const outbox = await context.newPage();
  await outbox.goto('/sandbox/outbox');
  const newest = outbox
    .getByRole('list', { name: text(language, 'sandbox.outbox.listLabel') })
    .getByRole('listitem')
    .first();
  await expect(newest.getByRole('heading', { level: 2 })).toHaveText(
    text(language, 'sandbox.outbox.kinds.mobileCode.title'),
  );
  const code = ((await newest.locator('dd').last().textContent()) ?? '').trim();
  await outbox.close();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** Any other 6 digits. */
const wrongCodeFor = (code: string) => code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));

/** What the new visitor answers, in their language's words for the lists. */
function answersIn(language: Language) {
  return {
    email: `new.${language}.${Date.now()}@example.com`,
    number: '612345678',
    password: 'Secret123',
    name: language === 'en' ? 'Jane' : 'Jeanne',
    surname: language === 'en' ? "O'Brien" : 'Lefèvre',
    dateOfBirth: '12/04/1990',
    addressLine1: '8 rue Lepic',
    city: 'Paris',
    postCode: '75018',
    occupation: text(language, 'registration.financialInfo.occupations.FREELANCER'),
    sourceOfFunds: text(language, 'registration.financialInfo.sourcesOfFunds.PERSONAL_SAVINGS'),
    nationality: 'France',
  };
}

for (const language of ['en', 'fr'] as const) {
  test.describe(`registration in ${language}`, () => {
    // A whole journey through a dozen screens, each checked with axe-core.
    test.slow();

    test('a new visitor signs up with the keyboard alone, from the register tab to the cards', async ({
      page,
    }) => {
      const answers = answersIn(language);
      const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);

      // Register (the Authorization page's register tab).
      await openIn(page, language, '/auth?reg=true');
      await expectHeading(page, t('signin.authorization.registerTitle'));
      await typeInto(page, page.getByLabel(t('signin.register.email')), answers.email);
      await typeInto(page, page.getByLabel(t('signin.register.number')), answers.number);
      await typeInto(page, page.getByLabel(t('signin.register.password'), { exact: true }), answers.password);
      await tabTo(page, page.getByRole('checkbox'));
      await page.keyboard.press('Space');
      await activate(page, page.getByRole('button', { name: t('signin.register.submit') }));

      // Verify Email: sent on entry, Resend waits; the change-of-address dialog.
      await expect(page).toHaveURL(/\/consumer\/verification\/email$/);
      await expectHeading(page, t('verification.email.title'));
      await expect(page.getByText(t('verification.email.sentTo', { email: answers.email }))).toBeVisible();
      await expect(page.getByRole('button', { name: t('verification.email.resend') })).toBeDisabled();
      await screenshot(page, `verify-email-${language}`);
      await expectNoAxeViolations(page);
      await activate(page, page.getByRole('button', { name: t('verification.email.change') }));
      const changeEmail = page.getByRole('dialog', { name: t('verification.changeEmail.title') });
      await expect(changeEmail.getByLabel(t('verification.changeEmail.label'))).toBeVisible();
      await screenshot(page, `change-email-dialog-${language}`);
      await expectNoAxeViolations(page);
      await activate(page, changeEmail.getByRole('button', { name: t('verification.changeEmail.cancel') }));
      await expect(changeEmail).toBeHidden();

      // The verification link, opened from the sandbox outbox.
      await activate(page, page.getByRole('link', { name: t('verification.sandbox.outbox') }));
      await expectHeading(page, t('sandbox.outbox.title'));
      const newestEmail = page
        .getByRole('list', { name: t('sandbox.outbox.listLabel') })
        .getByRole('listitem')
        .first();
      await expect(newestEmail.getByRole('heading', { level: 2 })).toHaveText(
        t('sandbox.outbox.kinds.emailVerification.title'),
      );
      await activate(
        page,
        newestEmail.getByRole('link', { name: t('sandbox.outbox.kinds.emailVerification.link') }),
      );
      await expect(page).toHaveURL(/\/consumer\/verify\?cons=.+&nonce=.+/);
      await expectHeading(page, t('verification.result.verifiedTitle'));
      await screenshot(page, `email-verified-${language}`);
      await expectNoAxeViolations(page);
      await activate(page, page.getByRole('link', { name: t('verification.result.continue') }));

      // Verify Mobile: a wrong code first, then the one texted; the change-of-number dialog.
      await expect(page).toHaveURL(/\/consumer\/verification\/mobile$/);
      await expectHeading(page, t('verification.mobile.title'));
      const codeBox = page.getByLabel(t('verification.mobile.codeLabel'));
      await expect(page.getByRole('button', { name: t('verification.mobile.resend') })).toBeDisabled();
      await screenshot(page, `verify-mobile-${language}`);
      await expectNoAxeViolations(page);
      await activate(page, page.getByRole('button', { name: t('verification.mobile.change') }));
      const changePhone = page.getByRole('dialog', { name: t('verification.changePhone.title') });
      await expect(changePhone.getByLabel(t('verification.changePhone.number'))).toBeVisible();
      await screenshot(page, `change-phone-dialog-${language}`);
      await expectNoAxeViolations(page);
      await activate(page, changePhone.getByRole('button', { name: t('verification.changePhone.cancel') }));
      await expect(changePhone).toBeHidden();

      const code = await newestSmsCode(page.context(), language);
      await typeInto(page, codeBox, wrongCodeFor(code).slice(0, 3));
      await expect(codeBox).toHaveValue(`${wrongCodeFor(code).slice(0, 2)}-${wrongCodeFor(code)[2]}`);
      await page.keyboard.type(wrongCodeFor(code).slice(3));
      const invalid = page.getByRole('alert').filter({ hasText: t('verification.mobile.invalidTitle') });
      await expect(invalid).toContainText(t('verification.mobile.invalidText'));
      await screenshot(page, `verify-mobile-invalid-code-${language}`);
      for (let key = 0; key < 8; key += 1) await page.keyboard.press('Backspace');
      await page.keyboard.type(code);

      // Mobile Success.
      await expect(page).toHaveURL(/\/consumer\/verification\/mobile-success$/);
      await expectHeading(page, t('verification.mobileSuccess.title'));
      await screenshot(page, `mobile-verified-${language}`);
      await expectNoAxeViolations(page);
      await activate(page, page.getByRole('link', { name: t('verification.mobileSuccess.continue') }));

      // Personal Info: the date typed as DD/MM/YYYY into the date picker, Enter confirms it.
      await expect(page).toHaveURL(/\/consumer\/register\/personal-info$/);
      await expectHeading(page, t('registration.personalInfo.title'));
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33.33');
      await typeInto(
        page,
        page.getByLabel(t('registration.personalInfo.name'), { exact: true }),
        answers.name,
      );
      await typeInto(
        page,
        page.getByLabel(t('registration.personalInfo.surname'), { exact: true }),
        answers.surname,
      );
      const dateOfBirth = page.getByLabel(t('registration.personalInfo.dateOfBirth'));
      await typeInto(page, dateOfBirth, answers.dateOfBirth);
      await expect(page.getByRole('button', { name: t('registration.personalInfo.cancel') })).toBeVisible();
      await screenshot(page, `personal-info-date-picker-${language}`);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Enter');
      await expect(dateOfBirth).toHaveValue(answers.dateOfBirth);
      await screenshot(page, `personal-info-${language}`);
      await activate(page, page.getByRole('button', { name: t('registration.personalInfo.submit') }));

      // Address Info: France is chosen already.
      await expect(page).toHaveURL(/\/consumer\/register\/address-info$/);
      await expectHeading(page, t('registration.addressInfo.title'));
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');
      await typeInto(page, page.getByLabel(t('registration.addressInfo.addressLine1')), answers.addressLine1);
      await typeInto(page, page.getByLabel(t('registration.addressInfo.city')), answers.city);
      await typeInto(page, page.getByLabel(t('registration.addressInfo.postCode')), answers.postCode);
      await screenshot(page, `address-info-${language}`);
      await expectNoAxeViolations(page);
      await activate(page, page.getByRole('button', { name: t('registration.addressInfo.submit') }));

      // Financial Info.
      await expect(page).toHaveURL(/\/consumer\/register\/financial-info$/);
      await expectHeading(page, t('registration.financialInfo.title'));
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      await choose(page, page.getByLabel(t('registration.financialInfo.occupation')), answers.occupation);
      await choose(
        page,
        page.getByLabel(t('registration.financialInfo.sourceOfFunds')),
        answers.sourceOfFunds,
      );
      await choose(page, page.getByLabel(t('registration.financialInfo.nationality')), answers.nationality);
      await screenshot(page, `financial-info-${language}`);
      await expectNoAxeViolations(page);
      await activate(page, page.getByRole('button', { name: t('registration.financialInfo.submit') }));

      // The level-1 identity check, passed with Simulate Success.
      await expect(page).toHaveURL(/\/consumer\/register\/kyc$/);
      await expectHeading(page, t('kyc.level1.title'));
      await expect(page.getByRole('heading', { level: 2, name: t('kyc.sandboxWidget.title') })).toBeVisible();
      await expect(page.getByText(t('kyc.simulate.note'))).toBeVisible();
      await screenshot(page, `kyc-level-1-${language}`);
      await expectNoAxeViolations(page);
      await activate(page, page.getByRole('button', { name: t('kyc.simulate.button') }));

      await expect(page).toHaveURL(/\/consumer\/cards$/, { timeout: 15_000 });
      await screenshot(page, `cards-after-registration-${language}`);
    });

    test('bad answers on the registration steps show their message on the field and keep the rest', async ({
      page,
    }) => {
      const answers = answersIn(language);
      const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);
      await openIn(page, language, '/auth?reg=true');
      await expectHeading(page, t('signin.authorization.registerTitle'));
      await page.getByLabel(t('signin.register.email')).fill(answers.email);
      await page.getByLabel(t('signin.register.number')).fill(answers.number);
      await page.getByLabel(t('signin.register.password'), { exact: true }).fill(answers.password);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: t('signin.register.submit') }).click();
      await expectHeading(page, t('verification.email.title'));
      await page.getByRole('link', { name: t('verification.sandbox.outbox') }).click();
      await page
        .getByRole('link', { name: t('sandbox.outbox.kinds.emailVerification.link') })
        .first()
        .click();
      await page.getByRole('link', { name: t('verification.result.continue') }).click();
      await expectHeading(page, t('verification.mobile.title'));
      await page
        .getByLabel(t('verification.mobile.codeLabel'))
        .pressSequentially(await newestSmsCode(page.context(), language));
      await page.getByRole('link', { name: t('verification.mobileSuccess.continue') }).click();

      // Personal Info: a name with digits, a surname of 21 letters.
      await expectHeading(page, t('registration.personalInfo.title'));
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
      await screenshot(page, `personal-info-errors-${language}`);
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
      await screenshot(page, `address-info-errors-${language}`);
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
      await screenshot(page, `financial-info-errors-${language}`);
      await expectNoAxeViolations(page);
    });

    test('a level-1 consumer prepares and starts the full identity check', async ({ page }) => {
      const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);
      await openIn(page, language, '/auth');
      await expectHeading(page, t('signin.authorization.signInTitle'));
      const form = page.getByRole('tabpanel');
      await form.getByLabel(t('signin.signIn.email')).fill('level1@example.com');
      await form.getByLabel(t('signin.signIn.password')).fill('Level1234');
      await form.getByRole('button', { name: t('signin.signIn.submit') }).click();
      const codeDialog = page.getByRole('dialog', { name: t('signin.codeModal.title') });
      await expect(codeDialog).toBeVisible();
      const outbox = await page.context().newPage();
      await outbox.goto('/sandbox/outbox');
      const oneTimeCode = (
        (await outbox
          .getByRole('list', { name: t('sandbox.outbox.listLabel') })
          .getByRole('listitem')
          .first()
          .locator('dd')
          .last()
          .textContent()) ?? ''
      ).trim();
      await outbox.close();
      await codeDialog.getByLabel(t('signin.codeModal.label')).pressSequentially(oneTimeCode);
      await expect(page).toHaveURL(/\/consumer\/cards/);

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
      await screenshot(page, `kyc-upgrade-info-${language}`);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: t('kyc.upgradeInfo.start') }).click();

      await expect(page).toHaveURL(/\/consumer\/kyc\/upgrade$/);
      await expectHeading(page, t('kyc.level2.title'));
      await screenshot(page, `kyc-level-2-${language}`);
      await expectNoAxeViolations(page);

      // The sandbox widget walks through an upload; the page then checks the documents.
      await page.getByRole('radio', { name: t('kyc.sandboxWidget.passport') }).check();
      await page.getByLabel(t('kyc.sandboxWidget.file')).setInputFiles({
        name: 'passport.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not read'),
      });
      await page.getByRole('button', { name: t('kyc.sandboxWidget.submit') }).click();
      await expect(page.getByText(t('kyc.checkingDocuments'))).toBeVisible();
      await expect(page.getByRole('button', { name: t('kyc.redirect.button') })).toBeDisabled();
      await screenshot(page, `kyc-checking-documents-${language}`);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: t('kyc.sandboxWidget.reject') }).click();
      await expect(page.getByRole('alert').filter({ hasText: t('kyc.rejected') })).toBeVisible();
      await screenshot(page, `kyc-rejected-${language}`);
    });
  });
}
