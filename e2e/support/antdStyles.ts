import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import postcss from 'postcss';
import { antdBlocksOf } from '../../scripts/webpack/AntdStylesPlugin';

// The build keeps, of antd's style sheet, the rules of the components the app renders
// (scripts/webpack/AntdStylesPlugin.ts). Every journey checks that it kept enough: each antd class
// block (`ant-btn`, `ant-select`: the first word after `ant-`) that its pages showed since they last
// loaded has all of its rules of antd's whole sheet in the sheets the page linked.

declare global {
  interface Window {
    /** The antd class blocks the page has shown since it loaded. */
    antdBlocksShown?: Set<string>;
  }
}

/** How many rules of a style sheet name each antd block. */
function rulesPerBlock(css: string): Map<string, number> {
  const counts = new Map<string, number>();
  postcss.parse(css).walkRules((rule) => {
    for (const block of new Set(antdBlocksOf(rule.selector))) counts.set(block, (counts.get(block) ?? 0) + 1);
  });
  return counts;
}

/** antd's whole sheet, which the build's sheet is cut from. */
const ANTD_RULES = rulesPerBlock(
  readFileSync(path.join(__dirname, '..', '..', 'node_modules', 'antd', 'dist', 'antd.css'), 'utf8'),
);

/** The build's sheets, by address: the same few files on every page. */
const servedRules = new Map<string, Promise<Map<string, number>>>();

function rulesServedAt(context: BrowserContext, href: string): Promise<Map<string, number>> {
  let rules = servedRules.get(href);
  if (!rules) {
    rules = context.request.get(href).then(async (response) => rulesPerBlock(await response.text()));
    servedRules.set(href, rules);
  }
  return rules;
}

/** Runs in every page of the context from its first byte: notes each antd class block put on screen. */
function noteAntdBlocks(): void {
  const shown = new Set<string>();
  window.antdBlocksShown = shown;
  const note = (element: Element) => {
    for (const name of element.classList) {
      const block = /^ant-([a-z]+)/.exec(name)?.[1];
      if (block) shown.add(block);
    }
  };
  const noteTree = (node: Node) => {
    if (!(node instanceof Element)) return;
    note(node);
    node.querySelectorAll('[class*="ant-"]').forEach(note);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') noteTree(record.target);
      else record.addedNodes.forEach(noteTree);
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
}

/** Every page the context opens from now on notes the antd blocks it shows. */
export async function watchAntdBlocks(context: BrowserContext): Promise<void> {
  await context.addInitScript(noteAntdBlocks);
}

/**
 * The antd blocks a page of the context showed with fewer of antd's rules than antd's whole sheet has
 * for them (a block whose own rules were left out keeps only those it shares with others), as
 * `page: ant-block`.
 */
export async function unstyledAntdBlocks(context: BrowserContext): Promise<string[]> {
  const unstyled: string[] = [];
  for (const page of context.pages()) {
    const found = await page
      .evaluate(() => ({
        shown: [...(window.antdBlocksShown ?? [])],
        sheets: [...document.styleSheets].flatMap((sheet) => (sheet.href ? [sheet.href] : [])),
        url: window.location.pathname,
      }))
      // A page closing or navigating as the journey ends has nothing left to check.
      .catch(() => null);
    if (!found) continue;
    const served = await Promise.all(found.sheets.map((href) => rulesServedAt(context, href)));
    for (const block of found.shown) {
      const needed = ANTD_RULES.get(block) ?? 0;
      const kept = served.reduce((sum, rules) => sum + (rules.get(block) ?? 0), 0);
      if (kept < needed) unstyled.push(`${found.url}: ant-${block}`);
    }
  }
  return unstyled;
}
