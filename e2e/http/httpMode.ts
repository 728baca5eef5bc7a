import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect } from '../support/test';
import { phoneRecipient } from '../../src/adapters/sandbox/outbox';
import {
  DEMO_CREDENTIALS,
  demoAccount,
  LEVEL1_CREDENTIALS,
  level1Account,
} from '../../src/adapters/sandbox/seed/accounts';
import type { AccountRecord } from '../../src/adapters/sandbox/state/SandboxState';
import type { OutboxMessage } from '../../src/application/sandbox/ports/SandboxConsole';
import { CARDS_URL, openIn, text, type Language } from '../support/app';

// What the HTTP-mode journeys share: the API's origin, waiting for one of its answers, and signing a
// seeded consumer in over HTTP, reading the one-time code from the API's sandbox outbox.

/** The local API server's origin, set by playwright.http.config.ts (the app's own origin is baseURL). */
export function apiOrigin(): string {
  const port = process.env.E2E_HTTP_API_PORT;
  if (!port) throw new Error('E2E_HTTP_API_PORT is unset: run with --config playwright.http.config.ts');
  return `http://127.0.0.1:${port}`;
}

/** Waits for the app's call to the API (not to its own origin) and checks it succeeded. */
export async function apiAnswer(page: Page, method: string, path: string, act: () => Promise<unknown>) {
  const url = `${apiOrigin()}${path}`;
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate: Response) => candidate.url() === url && candidate.request().method() === method,
    ),
    act(),
  ]);
  expect(response.status(), `${method} ${url}`).toBe(200);
  return response;
}

/** The newest one-time code, read from the API's sandbox outbox over HTTP (HTTP mode has no outbox page). */
export async function newestOneTimeCode(request: APIRequestContext, account: AccountRecord): Promise<string> {
  const answer = await request.get(`${apiOrigin()}/sandbox-api/outbox`);
  expect(answer.status()).toBe(200);
  const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
  const { countryCode, number } = account;
  // Newest first; the code goes by text message to the demo consumer's mobile.
  const newest = messages.find(
    (message) => message.kind === 'oneTimeCode' && message.to === phoneRecipient(countryCode, number),
  );
  const code = newest?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** A seeded consumer: how they sign in, and their account (where the one-time codes go). */
export interface SeededConsumer {
  credentials: { email: string; password: string };
  account: AccountRecord;
}

export const DEMO: SeededConsumer = { credentials: DEMO_CREDENTIALS, account: demoAccount() };
export const LEVEL1: SeededConsumer = { credentials: LEVEL1_CREDENTIALS, account: level1Account() };

/** Signs a seeded consumer (the demo one by default) in on Authorization, every call over HTTP; answers the code's answer. */
export async function signInOverHttp(
  page: Page,
  request: APIRequestContext,
  language: Language,
  { credentials, account }: SeededConsumer = DEMO,
): Promise<Response> {
  await openIn(page, language, '/auth');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(language, 'signin.authorization.signInTitle'),
  );

  const form = page.getByRole('tabpanel');
  await form.getByLabel(text(language, 'signin.signIn.email')).fill(credentials.email);
  await form.getByLabel(text(language, 'signin.signIn.password')).fill(credentials.password);
  await apiAnswer(page, 'POST', '/api/consumer/login', () =>
    form.getByRole('button', { name: text(language, 'signin.signIn.submit') }).click(),
  );
  const dialog = page.getByRole('dialog', { name: text(language, 'signin.codeModal.title') });
  await expect(dialog).toBeVisible();

  const code = await newestOneTimeCode(request, account);
  const verified = await apiAnswer(page, 'POST', '/api/consumer/otp/verify', () =>
    dialog.getByLabel(text(language, 'signin.codeModal.label')).pressSequentially(code),
  );
  await expect(page).toHaveURL(CARDS_URL);
  await expect(dialog).toBeHidden();
  return verified;
}
