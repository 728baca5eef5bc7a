import { type Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { CARDS_URL, containing, expectHeading, LANGUAGES, openIn, text } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { holdChunksOfNoFamily } from './support/heldChunks';
import { openDropdown } from './support/signUp';
import { anotherCode, newestCode, newestLink } from './support/outbox';
import {
  codeDialog,
  DEMO,
  enterNewestOneTimeCode,
  signInWithPassword,
  typeOneTimeCode,
} from './support/signIn';

for (const language of LANGUAGES) {
  test.describe(`sign-in and password reset in ${language}`, () => {
    // Whole journeys through several screens, each page checked with axe-core: three times the usual time.
    test.slow();

    test('a returning consumer signs in with the one-time code from the outbox', async ({ page }) => {
      await openIn(page, language, '/auth');
      await expectHeading(page, text(language, 'signin.authorization.signInTitle'));
      await expectNoAxeViolations(page);

      const dialog = await signInWithPassword(page, language);
      await expectNoAxeViolations(page);

      await enterNewestOneTimeCode(page, language, dialog);
      await expect(page).toHaveURL(CARDS_URL);
      await expect(dialog).toBeHidden();
    });

    if (language === 'en')
      test('wrong credentials show one message that does not say which was wrong', async ({ page }) => {
        await openIn(page, language, '/auth');
        const form = page.getByRole('tabpanel');
        const email = form.getByLabel(text(language, 'signin.signIn.email'));
        await email.fill(DEMO.email);
        await form.getByLabel(text(language, 'signin.signIn.password')).fill('Wrong1234');
        await form.getByRole('button', { name: text(language, 'signin.signIn.submit') }).click();
        await expect(form.getByRole('alert')).toHaveText(
          text(language, 'auth.errors.login.invalidCredentials'),
        );
        await expect(email).toHaveValue(DEMO.email);
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });

    // Playwright's fake clock is installed in the whole browser context: this journey gets its own.
    test.describe(() => {
      test.use({ ownBrowserContext: true });

      if (language === 'fr')
        test('after 5 wrong one-time codes a new code must be requested, a minute after the first', async ({
          page,
        }) => {
          await page.clock.install();
          await openIn(page, language, '/auth');
          const dialog = await signInWithPassword(page, language);
          const spent = await newestCode(page.context(), language, 'oneTimeCode');
          const box = dialog.getByLabel(text(language, 'signin.codeModal.label'));
          for (let attempt = 1; attempt <= 4; attempt += 1) {
            await typeOneTimeCode(dialog, language, anotherCode(spent));
            await expect(box).toHaveAccessibleDescription(
              containing(text(language, 'auth.errors.oneTimeCode.invalid')),
            );
            await expect(box).toHaveValue('');
          }
          await typeOneTimeCode(dialog, language, anotherCode(spent));
          await expect(dialog.getByRole('alert')).toHaveText(text(language, 'auth.errors.oneTimeCode.spent'));
          await expect(box).toBeDisabled();
          await expectNoAxeViolations(page);

          // Asked for too soon: the dialog says how long to wait, and no code is texted.
          const newCode = dialog.getByRole('button', { name: text(language, 'signin.codeModal.newCode') });
          await newCode.click();
          const [before = '', after = ''] = text(language, 'auth.errors.tooEarly_other', { count: 0 })
            .split('0')
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
          await expect(dialog.getByRole('alert')).toHaveText(new RegExp(`^${before}\\d+${after}$`));
          await expect(box).toBeDisabled();
          expect(await newestCode(page.context(), language, 'oneTimeCode')).toBe(spent);

          await page.clock.fastForward('01:00');
          await newCode.click();
          await expect(dialog.getByRole('status')).toHaveText(text(language, 'signin.codeModal.newCodeSent'));
          const fresh = await newestCode(page.context(), language, 'oneTimeCode');
          expect(fresh).not.toBe(spent);
          await typeOneTimeCode(dialog, language, fresh);
          await expect(page).toHaveURL(CARDS_URL);
        });

      if (language === 'en')
        test('a sign-in that expired before its code opens the login modal, which signs in again', async ({
          page,
        }) => {
          await page.clock.install();
          await openIn(page, language, '/auth');
          const dialog = await signInWithPassword(page, language);
          const code = await newestCode(page.context(), language, 'oneTimeCode');
          // The login waits for its code longer than a session lasts (20 minutes).
          await page.clock.fastForward('21:00');
          await typeOneTimeCode(dialog, language, code);

          const login = page.getByRole('dialog', { name: text(language, 'signin.loginModal.title') });
          await expect(login).toBeVisible();
          await expect(login.getByRole('alert')).toHaveText(
            text(language, 'auth.errors.oneTimeCode.signInAgain'),
          );
          await expect(login.getByLabel(text(language, 'signin.signIn.email'))).toHaveValue(DEMO.email);
          await expectNoAxeViolations(page);

          await login.getByLabel(text(language, 'signin.signIn.password')).fill(DEMO.password);
          await login.getByRole('button', { name: text(language, 'signin.loginModal.submit') }).click();
          const again = page.getByRole('dialog', { name: text(language, 'signin.codeModal.title') });
          await expect(again).toBeVisible();
          await enterNewestOneTimeCode(page, language, again);
          await expect(page).toHaveURL(CARDS_URL);
        });
    });

    // With the motion a default system gets, the code dialog is still fading out when the cards show.
    test.describe(() => {
      test.use({ ownBrowserContext: true, reducedMotion: 'no-preference' });

      if (language === 'fr')
        test('signed in by keyboard, the focus lands on the title of the cards, not the page body', async ({
          page,
        }) => {
          await openIn(page, language, '/auth');
          const form = page.getByRole('tabpanel');
          await form.getByLabel(text(language, 'signin.signIn.email')).focus();
          await page.keyboard.type(DEMO.email);
          await form.getByLabel(text(language, 'signin.signIn.password')).focus();
          await page.keyboard.type(DEMO.password);
          await page.keyboard.press('Enter');
          const dialog = codeDialog(page, language);
          await expect(dialog.getByLabel(text(language, 'signin.codeModal.label'))).toBeFocused();
          await page.keyboard.type(await newestCode(page.context(), language, 'oneTimeCode'));

          await expect(page).toHaveURL(CARDS_URL);
          await expect(dialog).toHaveCount(0);
          const title = page.getByRole('heading', { level: 1 });
          await expect(title).toHaveText(text(language, 'cards.page.title'));
          await expect(title).toBeFocused();
        });
    });

    if (language === 'fr')
      test('bad input on the register tab shows each message on its field and keeps the rest', async ({
        page,
      }) => {
        await openIn(page, language, '/auth?reg=true');
        await expectHeading(page, text(language, 'signin.authorization.registerTitle'));
        await expectNoAxeViolations(page);

        const form = page.getByRole('tabpanel');
        const email = form.getByLabel(text(language, 'signin.register.email'));
        const number = form.getByLabel(text(language, 'signin.register.number'));
        const password = form.getByLabel(text(language, 'signin.register.password'));
        const terms = form.getByRole('checkbox');
        const submit = form.getByRole('button', { name: text(language, 'signin.register.submit') });
        const expectMessage = (field: Locator, key: string, values: Record<string, number> = {}) =>
          expect(field).toHaveAccessibleDescription(containing(text(language, key, values)));

        // Everything empty: every field says what it needs.
        await submit.click();
        await expectMessage(email, 'auth.errors.email.empty');
        await expectMessage(number, 'verify.mobileEnterNumber');
        await expectMessage(password, 'auth.errors.password.empty');
        await expect(form.getByText(text(language, 'auth.errors.terms.required'))).toBeVisible();
        await expectNoAxeViolations(page);

        // An invalid e-mail is named when the field is left.
        await email.fill('jane@');
        await number.click();
        await expectMessage(email, 'auth.errors.email.invalid');

        // The number loses its leading zero, e, + and - while typed.
        await number.pressSequentially('06-12');
        await expect(number).toHaveValue('612');

        const valid = {
          email: `visitor-${language}-${Date.now()}@example.com`,
          number: '612345678',
          password: 'Secret123',
        };
        const fillAll = async (values: Partial<typeof valid> = {}) => {
          const typed = { ...valid, ...values };
          await email.fill(typed.email);
          await number.fill(typed.number);
          await password.fill(typed.password);
          return typed;
        };
        // Leaving the number shows its message first; the terms box then stays where it is clicked.
        await number.press('Tab');
        await expectMessage(number, 'verify.mobileNumberShort', { min: 6 });
        await terms.check();

        const cases: [
          values: Partial<typeof valid>,
          field: Locator,
          key: string,
          bound?: Record<string, number>,
        ][] = [
          [{ email: DEMO.email }, email, 'auth.errors.email.taken'],
          [{ number: '12345' }, number, 'verify.mobileNumberShort', { min: 6 }],
          [{ number: '1234567890123456' }, number, 'verify.mobileNumberBig', { max: 15 }],
          [{ number: '0 000 000' }, number, 'verify.mobileNumberAllZeros'],
          [{ password: 'password' }, password, 'auth.errors.password.invalid', { min: 8, max: 20 }],
        ];
        for (const [values, field, key, bound] of cases) {
          const typed = await fillAll(values);
          await submit.click();
          await expectMessage(field, key, bound);
          await expect(email).toHaveValue(typed.email);
          await expect(password).toHaveValue(typed.password);
          await expect(terms).toBeChecked();
        }

        await fillAll();
        await terms.uncheck();
        await submit.click();
        await expect(form.getByText(text(language, 'auth.errors.terms.required'))).toBeVisible();
        await expect(email).toHaveValue(valid.email);
        await expect(number).toHaveValue(valid.number);

        // All good now: the new consumer goes on to verify the e-mail.
        await terms.check();
        await submit.click();
        await expect(page).toHaveURL(/\/consumer\/verification\/email$/);
      });

    test("the dial code stands in at its own size until its list's code comes, and keeps what was typed", async ({
      page,
    }) => {
      // The list's code is no route family's (first-visit.json): held back until the box is checked,
      // found by the searchable list's own module (forms/LoadedSelect.tsx names optionFilterProp). The
      // register tab's form, no family's either, comes: the page opened on it shows with it.
      const release = await holdChunksOfNoFamily(page, { holding: 'optionFilterProp' });
      await openIn(page, language, '/auth?reg=true');
      const field = page.getByRole('combobox', { name: text(language, 'signin.register.dialCountry') });
      const france = `${text(language, 'signin.dialCountries.FR')} (+33)`;
      await expect(field).toHaveValue(france);
      const item = page.locator('.ant-form-item').filter({ has: field });
      const number = page.getByLabel(text(language, 'signin.register.number'), { exact: true });
      const before = { item: await item.boundingBox(), number: await number.boundingBox() };
      await field.focus();
      await page.keyboard.type('Be');
      release();
      const belgium = `${text(language, 'signin.dialCountries.BE')} (+32)`;
      await expect(openDropdown(page).locator(`[title="${belgium}"]`)).toBeVisible();
      await expect(field).toBeFocused();
      await expect(field).toHaveValue('Be');
      expect({ item: await item.boundingBox(), number: await number.boundingBox() }).toEqual(before);
      await page.keyboard.press('Enter');
      await expect(openDropdown(page)).toHaveCount(0);
      await expect(page.getByRole('tabpanel').getByTitle(belgium)).toBeVisible();
    });

    test('a new password box holds 20 characters and says so when full, as its hint and message say', async ({
      page,
    }) => {
      const boxes: [path: string, label: string][] = [
        ['/auth?reg=true', 'signin.register.password'],
        [`/consumer/set-password/n0nce/${encodeURIComponent(DEMO.email)}`, 'signin.resetResume.newPassword'],
      ];
      const full = text(language, 'signin.passwordFull', { max: 20 });
      for (const [path, label] of boxes) {
        await openIn(page, language, path);
        const box = page.getByLabel(text(language, label), { exact: true });
        await expect(box).toHaveAccessibleDescription(
          text(language, 'signin.register.passwordHint', { min: 8, max: 20 }),
        );
        await box.fill('letters only');
        await box.press('Tab');
        await expect(box).toHaveAccessibleDescription(
          containing(text(language, 'auth.errors.password.invalid', { min: 8, max: 20 })),
        );

        // Typed key by key, the 21st character and those after it do not go in, and the box says why.
        await box.fill('');
        await box.pressSequentially('Secret12Secret12Secret12');
        await expect(box).toHaveValue('Secret12Secret12Secr');
        await expect(box).toHaveAccessibleDescription(containing(full));
        await expect(page.getByText(full)).toBeVisible();
        await expectNoAxeViolations(page);
        await box.press('Backspace');
        await expect(page.getByText(full)).toHaveCount(0);
      }
    });

    if (language === 'en')
      test('a consumer resets the password through the outbox link and signs in with the new one', async ({
        page,
      }) => {
        await openIn(page, language, '/auth');
        await page.getByRole('link', { name: text(language, 'signin.signIn.forgotPassword') }).click();
        await expect(page).toHaveURL(/\/consumer\/set-password$/);
        await expectHeading(page, text(language, 'signin.resetStart.title'));
        await expectNoAxeViolations(page);

        await page.getByLabel(text(language, 'signin.resetStart.email')).fill(DEMO.email);
        await page.getByRole('button', { name: text(language, 'signin.resetStart.submit') }).click();
        await expect(
          page.getByText(text(language, 'signin.resetStart.sent', { email: DEMO.email })),
        ).toBeVisible();
        await expectNoAxeViolations(page);

        await page.getByRole('link', { name: text(language, 'signin.resetStart.outbox') }).click();
        const resetLink = await newestLink(page, language, 'passwordReset');
        await resetLink.click();

        await expectHeading(page, text(language, 'signin.resetResume.title'));
        const newPassword = page.getByLabel(text(language, 'signin.resetResume.newPassword'), {
          exact: true,
        });
        const confirmation = page.getByLabel(text(language, 'signin.resetResume.confirmation'));
        const save = page.getByRole('button', { name: text(language, 'signin.resetResume.submit') });
        await newPassword.fill('password');
        await confirmation.fill('NewSecret42');
        await save.click();
        await expect(newPassword).toHaveAccessibleDescription(
          containing(text(language, 'auth.errors.password.invalid', { min: 8, max: 20 })),
        );
        await expect(confirmation).toHaveAccessibleDescription(
          text(language, 'auth.errors.password.mismatch'),
        );
        await expectNoAxeViolations(page);

        await newPassword.fill('NewSecret42');
        // Enter sends the form as the button does; the button itself moves while the field message
        // above it folds away, and a busy machine once clicked where it had been.
        await confirmation.press('Enter');
        await expect(page).toHaveURL(/\/consumer\/set-password\/success$/);
        await expectHeading(page, text(language, 'signin.resetSuccess.title'));
        await expectNoAxeViolations(page);

        await page.getByRole('link', { name: text(language, 'signin.resetSuccess.signIn') }).click();
        await expect(page).toHaveURL(/\/auth$/);
        const dialog = await signInWithPassword(page, language, {
          email: DEMO.email,
          password: 'NewSecret42',
        });
        await enterNewestOneTimeCode(page, language, dialog);
        await expect(page).toHaveURL(CARDS_URL);
      });

    if (language === 'fr')
      test('a reset link that was never sent says so and offers to start again', async ({ page }) => {
        await openIn(page, language, `/consumer/set-password/made-up/${encodeURIComponent(DEMO.email)}`);
        await page
          .getByLabel(text(language, 'signin.resetResume.newPassword'), { exact: true })
          .fill('NewSecret42');
        await page.getByLabel(text(language, 'signin.resetResume.confirmation')).fill('NewSecret42');
        await page.getByRole('button', { name: text(language, 'signin.resetResume.submit') }).click();
        await expect(page.getByText(text(language, 'signin.resetResume.invalidTitle'))).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole('link', { name: text(language, 'signin.resetResume.startAgain') }).click();
        await expect(page).toHaveURL(/\/consumer\/set-password$/);
      });
  });
}
