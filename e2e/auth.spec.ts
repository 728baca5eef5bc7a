import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { containing, expectNoAxeViolations, openIn, screenshot, text, type Language } from './support/app';

const DEMO = { email: 'demo@example.com', password: 'Demo1234' };

/**
 * The newest one-time code, read as a tester would: on the sandbox outbox page, in another tab of
 * the same browser (the code modal stays open in the first one).
 */
async function newestOneTimeCode(context: BrowserContext, language: Language): Promise<string> {
  const outbox = await context.newPage();
  await outbox.goto('/sandbox/outbox');
  const newest = outbox
    .getByRole('list', { name: text(language, 'sandbox.outbox.listLabel') })
    .getByRole('listitem')
    .first();
  await expect(newest.getByRole('heading', { level: 2 })).toHaveText(
    text(language, 'sandbox.outbox.kinds.oneTimeCode.title'),
  );
  const code = ((await newest.locator('dd').last().textContent()) ?? '').trim();
  await outbox.close();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** Any other 6 digits. */
const wrongCodeFor = (code: string) => code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));

function authLabels(language: Language) {
  return {
    signInEmail: text(language, 'signin.signIn.email'),
    signInPassword: text(language, 'signin.signIn.password'),
    signInSubmit: text(language, 'signin.signIn.submit'),
    codeTitle: text(language, 'signin.codeModal.title'),
    codeLabel: text(language, 'signin.codeModal.label'),
  };
}

/** E-mail and password on the sign-in tab; the one-time-code modal opens. */
async function signInWithPassword(page: Page, language: Language, credentials = DEMO): Promise<Locator> {
  const labels = authLabels(language);
  const form = page.getByRole('tabpanel');
  await form.getByLabel(labels.signInEmail).fill(credentials.email);
  await form.getByLabel(labels.signInPassword).fill(credentials.password);
  await form.getByRole('button', { name: labels.signInSubmit }).click();
  const dialog = page.getByRole('dialog', { name: labels.codeTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Types the code as a person would; the dashes appear by themselves and the sixth digit sends it. */
async function typeCode(dialog: Locator, language: Language, code: string) {
  const box = dialog.getByLabel(authLabels(language).codeLabel);
  await box.pressSequentially(code.slice(0, 3));
  await expect(box).toHaveValue(`${code.slice(0, 2)}-${code[2]}`);
  await box.pressSequentially(code.slice(3));
}

for (const language of ['en', 'fr'] as const) {
  test.describe(`sign-in and password reset in ${language}`, () => {
    // Whole journeys through several screens, each page checked with axe-core: three times the usual time.
    test.slow();

    test('a returning consumer signs in with the one-time code from the outbox', async ({ page }) => {
      await openIn(page, language, '/auth');
      // The first visit loads the auth chunk: a busy machine may take a while.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'signin.authorization.signInTitle'),
        { timeout: 15_000 },
      );
      await screenshot(page, `auth-sign-in-${language}`);
      await expectNoAxeViolations(page);

      const dialog = await signInWithPassword(page, language);
      await screenshot(page, `one-time-code-modal-${language}`);
      await expectNoAxeViolations(page);

      await typeCode(dialog, language, await newestOneTimeCode(page.context(), language));
      await expect(page).toHaveURL(/\/consumer\/cards$/);
      await expect(dialog).toBeHidden();
      await screenshot(page, `cards-after-sign-in-${language}`);
    });

    test('wrong credentials show one message that does not say which was wrong', async ({ page }) => {
      await openIn(page, language, '/auth');
      const labels = authLabels(language);
      const form = page.getByRole('tabpanel');
      await form.getByLabel(labels.signInEmail).fill(DEMO.email);
      await form.getByLabel(labels.signInPassword).fill('Wrong1234');
      await form.getByRole('button', { name: labels.signInSubmit }).click();
      await expect(form.getByRole('alert')).toHaveText(
        text(language, 'auth.errors.login.invalidCredentials'),
      );
      await expect(form.getByLabel(labels.signInEmail)).toHaveValue(DEMO.email);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await screenshot(page, `auth-wrong-credentials-${language}`);
    });

    test('after 5 wrong one-time codes a new code must be requested', async ({ page }) => {
      await openIn(page, language, '/auth');
      const dialog = await signInWithPassword(page, language);
      const spent = await newestOneTimeCode(page.context(), language);
      const box = dialog.getByLabel(authLabels(language).codeLabel);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await typeCode(dialog, language, wrongCodeFor(spent));
        await expect(box).toHaveAccessibleDescription(
          containing(text(language, 'auth.errors.oneTimeCode.invalid')),
        );
        await expect(box).toHaveValue('');
      }
      await typeCode(dialog, language, wrongCodeFor(spent));
      await expect(dialog.getByRole('alert')).toHaveText(text(language, 'auth.errors.oneTimeCode.spent'));
      await expect(box).toBeDisabled();
      await screenshot(page, `one-time-code-spent-${language}`);
      await expectNoAxeViolations(page);

      await dialog.getByRole('button', { name: text(language, 'signin.codeModal.newCode') }).click();
      await expect(dialog.getByRole('status')).toHaveText(text(language, 'signin.codeModal.newCodeSent'));
      const fresh = await newestOneTimeCode(page.context(), language);
      expect(fresh).not.toBe(spent);
      await typeCode(dialog, language, fresh);
      await expect(page).toHaveURL(/\/consumer\/cards$/);
    });

    test('a sign-in that expired before its code opens the login modal, which signs in again', async ({
      page,
    }) => {
      await page.clock.install();
      await openIn(page, language, '/auth');
      const dialog = await signInWithPassword(page, language);
      const code = await newestOneTimeCode(page.context(), language);
      // The login waits for its code longer than a session lasts (20 minutes).
      await page.clock.fastForward('21:00');
      await typeCode(dialog, language, code);

      const login = page.getByRole('dialog', { name: text(language, 'signin.loginModal.title') });
      await expect(login).toBeVisible();
      await expect(login.getByRole('alert')).toHaveText(
        text(language, 'auth.errors.oneTimeCode.signInAgain'),
      );
      await expect(login.getByLabel(text(language, 'signin.signIn.email'))).toHaveValue(DEMO.email);
      await screenshot(page, `login-modal-${language}`);
      await expectNoAxeViolations(page);

      await login.getByLabel(text(language, 'signin.signIn.password')).fill(DEMO.password);
      await login.getByRole('button', { name: text(language, 'signin.loginModal.submit') }).click();
      const again = page.getByRole('dialog', { name: text(language, 'signin.codeModal.title') });
      await expect(again).toBeVisible();
      await typeCode(again, language, await newestOneTimeCode(page.context(), language));
      await expect(page).toHaveURL(/\/consumer\/cards$/);
    });

    test('bad input on the register tab shows each message on its field and keeps the rest', async ({
      page,
    }) => {
      await openIn(page, language, '/auth?reg=true');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'signin.authorization.registerTitle'),
      );
      await screenshot(page, `auth-register-${language}`);
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
      await screenshot(page, `auth-register-empty-${language}`);
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
        [{ password: 'password' }, password, 'auth.errors.password.invalid', { min: 8, max: 99 }],
      ];
      for (const [values, field, key, bound] of cases) {
        const typed = await fillAll(values);
        await submit.click();
        await expectMessage(field, key, bound);
        await expect(email).toHaveValue(typed.email);
        await expect(password).toHaveValue(typed.password);
        await expect(terms).toBeChecked();
      }
      await screenshot(page, `auth-register-weak-password-${language}`);

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

    test('a consumer resets the password through the outbox link and signs in with the new one', async ({
      page,
    }) => {
      await openIn(page, language, '/auth');
      await page.getByRole('link', { name: text(language, 'signin.signIn.forgotPassword') }).click();
      await expect(page).toHaveURL(/\/consumer\/set-password$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'signin.resetStart.title'),
      );
      await screenshot(page, `reset-start-${language}`);
      await expectNoAxeViolations(page);

      await page.getByLabel(text(language, 'signin.resetStart.email')).fill(DEMO.email);
      await page.getByRole('button', { name: text(language, 'signin.resetStart.submit') }).click();
      await expect(
        page.getByText(text(language, 'signin.resetStart.sent', { email: DEMO.email })),
      ).toBeVisible();
      await screenshot(page, `reset-sent-${language}`);
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: text(language, 'signin.resetStart.outbox') }).click();
      const newest = page
        .getByRole('list', { name: text(language, 'sandbox.outbox.listLabel') })
        .getByRole('listitem')
        .first();
      await expect(newest.getByRole('heading', { level: 2 })).toHaveText(
        text(language, 'sandbox.outbox.kinds.passwordReset.title'),
      );
      await screenshot(page, `reset-outbox-${language}`);
      await newest
        .getByRole('link', { name: text(language, 'sandbox.outbox.kinds.passwordReset.link') })
        .click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'signin.resetResume.title'),
      );
      const newPassword = page.getByLabel(text(language, 'signin.resetResume.newPassword'), { exact: true });
      const confirmation = page.getByLabel(text(language, 'signin.resetResume.confirmation'));
      const save = page.getByRole('button', { name: text(language, 'signin.resetResume.submit') });
      await newPassword.fill('password');
      await confirmation.fill('NewSecret42');
      await save.click();
      await expect(newPassword).toHaveAccessibleDescription(
        containing(text(language, 'auth.errors.password.invalid', { min: 8, max: 99 })),
      );
      await expect(confirmation).toHaveAccessibleDescription(text(language, 'auth.errors.password.mismatch'));
      await screenshot(page, `reset-resume-errors-${language}`);
      await expectNoAxeViolations(page);

      await newPassword.fill('NewSecret42');
      await save.click();
      await expect(page).toHaveURL(/\/consumer\/set-password\/success$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'signin.resetSuccess.title'),
      );
      await screenshot(page, `reset-success-${language}`);
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: text(language, 'signin.resetSuccess.signIn') }).click();
      await expect(page).toHaveURL(/\/auth$/);
      const dialog = await signInWithPassword(page, language, { email: DEMO.email, password: 'NewSecret42' });
      await typeCode(dialog, language, await newestOneTimeCode(page.context(), language));
      await expect(page).toHaveURL(/\/consumer\/cards$/);
    });

    test('a reset link that was never sent says so and offers to start again', async ({ page }) => {
      await openIn(page, language, `/consumer/set-password/made-up/${encodeURIComponent(DEMO.email)}`);
      await page
        .getByLabel(text(language, 'signin.resetResume.newPassword'), { exact: true })
        .fill('NewSecret42');
      await page.getByLabel(text(language, 'signin.resetResume.confirmation')).fill('NewSecret42');
      await page.getByRole('button', { name: text(language, 'signin.resetResume.submit') }).click();
      await expect(page.getByText(text(language, 'signin.resetResume.invalidTitle'))).toBeVisible();
      await screenshot(page, `reset-link-invalid-${language}`);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: text(language, 'signin.resetResume.startAgain') }).click();
      await expect(page).toHaveURL(/\/consumer\/set-password$/);
    });
  });
}
