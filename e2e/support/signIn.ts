import { expect, type Locator, type Page } from '@playwright/test';
import { text, type Language } from './app';
import { newestCode } from './outbox';

/** The seeded consumers of the sandbox (SPEC: demo is fully known with cards; level1 has reached its card limit). */
export const DEMO = { email: 'demo@example.com', password: 'Demo1234' } as const;
export const LEVEL1 = { email: 'level1@example.com', password: 'Level1234' } as const;

export interface Credentials {
  email: string;
  password: string;
}

/** The one-time-code modal, which opens after the e-mail and password. */
export const codeDialog = (page: Page, language: Language) =>
  page.getByRole('dialog', { name: text(language, 'signin.codeModal.title') });

/** E-mail and password on the sign-in tab of Authorization; the one-time-code modal opens. */
export async function signInWithPassword(
  page: Page,
  language: Language,
  credentials: Credentials = DEMO,
): Promise<Locator> {
  const form = page.getByRole('tabpanel');
  await form.getByLabel(text(language, 'signin.signIn.email')).fill(credentials.email);
  await form.getByLabel(text(language, 'signin.signIn.password')).fill(credentials.password);
  await form.getByRole('button', { name: text(language, 'signin.signIn.submit') }).click();
  const dialog = codeDialog(page, language);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Types the code as a person would; the dashes appear by themselves and the sixth digit sends it. */
export async function typeOneTimeCode(dialog: Locator, language: Language, code: string) {
  const box = dialog.getByLabel(text(language, 'signin.codeModal.label'));
  await box.pressSequentially(code.slice(0, 3));
  await expect(box).toHaveValue(`${code.slice(0, 2)}-${code[2]}`);
  await box.pressSequentially(code.slice(3));
}

/** The code modal is open: the code texted last, read in the outbox, is typed in. */
export async function enterNewestOneTimeCode(
  page: Page,
  language: Language,
  dialog = codeDialog(page, language),
) {
  await typeOneTimeCode(dialog, language, await newestCode(page.context(), language, 'oneTimeCode'));
}
