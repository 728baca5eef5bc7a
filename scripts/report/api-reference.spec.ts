import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The API reference (`npm run docs:api`, reports/api-reference.html), built by Redocly from
// docs/openapi.yaml, as a developer opens it from disk: it shows the document's calls and needs no
// network (Redoc is inlined; its template's Content-Security-Policy stops the footer logo Redoc would
// fetch from Redocly's CDN).

const PAGE = path.resolve('reports/api-reference.html');

test('the API reference shows the document’s calls and fetches nothing from the network', async ({
  page,
}) => {
  expect(existsSync(PAGE), 'run `npm run docs:api` first').toBe(true);
  const fetched: string[] = [];
  await page.route(/^(https?|wss?):/, async (route) => {
    fetched.push(route.request().url());
    await route.abort();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(pathToFileURL(PAGE).href);
  await expect(page.getByRole('heading', { level: 1, name: /card issuer API/ })).toBeVisible();
  await page.getByText('Sandbox tools', { exact: true }).first().click();
  await page.getByText('Make the next call of a kind fail (tests)').first().click();

  await expect(
    page.getByRole('heading', { name: 'Make the next call of a kind fail (tests)' }),
  ).toBeVisible();
  expect(fetched).toEqual([]);
  expect(errors).toEqual([]);
});
