import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { text, type Language } from './app';

/**
 * The sandbox outbox (/sandbox/outbox), read as a tester reads a phone or a mailbox: every e-mail
 * and text message the sandbox sent, newest first.
 */

export type CodeKind = 'mobileCode' | 'oneTimeCode';
export type MessageKind = CodeKind | 'emailVerification' | 'passwordReset';

/** The newest message on the outbox page open in the tab, once it is of the kind expected. */
export async function newestMessage(page: Page, language: Language, kind: MessageKind): Promise<Locator> {
  const newest = page
    .getByRole('list', { name: text(language, 'sandbox.outbox.listLabel') })
    .getByRole('listitem')
    .first();
  await expect(newest.getByRole('heading', { level: 2 })).toHaveText(
    text(language, `sandbox.outbox.kinds.${kind}.title`),
  );
  return newest;
}

/** The link of the newest message on the outbox page open in the tab. */
export async function newestLink(page: Page, language: Language, kind: MessageKind): Promise<Locator> {
  const newest = await newestMessage(page, language, kind);
  return newest.getByRole('link', { name: text(language, `sandbox.outbox.kinds.${kind}.link`) });
}

/**
 * The newest code of the kind, read on the outbox page in another tab of the same browser (nothing
 * is done there), closed afterwards: the page asking for the code stays as it is.
 */
export async function newestCode(
  context: BrowserContext,
  language: Language,
  kind: CodeKind,
): Promise<string> {
  const outbox = await context.newPage();
  await outbox.goto('/sandbox/outbox');
  const newest = await newestMessage(outbox, language, kind);
  const code = ((await newest.locator('dd').last().textContent()) ?? '').trim();
  await outbox.close();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** Any other 6 digits than the code. */
export const anotherCode = (code: string) => code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
