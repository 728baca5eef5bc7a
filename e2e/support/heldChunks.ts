import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The scripts the build names in first-visit.json: the entry's, and every named chunk group's. */
function namedScripts(): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join('dist', 'first-visit.json'), 'utf8')) as {
    entry: string[];
    groups: Record<string, string[]>;
  };
  return new Set([...manifest.entry, ...Object.values(manifest.groups).flat()]);
}

/**
 * Holds back the scripts of no route family (a part a page downloads once it shows it, such as the
 * dial code's list) as a slow network would, until the returned function is called; with `holding`,
 * only those whose code holds that text (one part, while the page's other parts come).
 */
export async function holdChunksOfNoFamily(
  page: Page,
  { holding }: { holding?: string } = {},
): Promise<() => void> {
  const named = namedScripts();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    const file = new URL(route.request().url()).pathname.replace(/^\//, '');
    if (named.has(file)) return route.continue();
    const response = await route.fetch();
    if (holding === undefined || (await response.text()).includes(holding)) await released;
    await route.fulfill({ response });
  });
  return release;
}
