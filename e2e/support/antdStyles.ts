import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import postcss from 'postcss';
import { antdBlocksOf } from '../../scripts/webpack/antdStyleBlocks';

// The build cuts antd's style sheet into a block per component, which the chunks drawing it bring
// (scripts/webpack/antdStyleBlocks.ts). Every journey checks that each page had what it showed: each
// selector of antd's whole sheet whose antd class blocks (`ant-btn`, `ant-select`: the first word after
// `ant-`) the page all showed since it loaded is in a sheet the page linked.

declare global {
  interface Window {
    /** The antd class blocks the page has shown since it loaded. */
    antdBlocksShown?: Set<string>;
  }
}

/** Each selector of a style sheet (a rule's list, one by one), with the antd blocks it names. */
function selectorsOf(css: string): Map<string, Set<string>> {
  const selectors = new Map<string, Set<string>>();
  postcss.parse(css).walkRules((rule) => {
    for (const selector of rule.selectors) selectors.set(selector, new Set(antdBlocksOf(selector)));
  });
  return selectors;
}

/** antd's whole sheet, which the build's sheets are cut from. */
const ANTD_SELECTORS = selectorsOf(
  readFileSync(path.join(__dirname, '..', '..', 'node_modules', 'antd', 'dist', 'antd.css'), 'utf8'),
);

/** The build's sheets, by address: the same few files on every page. */
const servedSelectors = new Map<string, Promise<Map<string, Set<string>>>>();

function selectorsServedAt(context: BrowserContext, href: string): Promise<Map<string, Set<string>>> {
  let selectors = servedSelectors.get(href);
  if (!selectors) {
    selectors = context.request.get(href).then(async (response) => selectorsOf(await response.text()));
    servedSelectors.set(href, selectors);
  }
  return selectors;
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
 * The antd blocks a page of the context showed without all of their rules that apply there: a
 * selector of antd's whole sheet naming only blocks the page showed, in no sheet the page linked, as
 * `page: ant-block` (its first block).
 */
export async function unstyledAntdBlocks(context: BrowserContext): Promise<string[]> {
  const unstyled = new Set<string>();
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
    const shown = new Set(found.shown);
    const served = await Promise.all(found.sheets.map((href) => selectorsServedAt(context, href)));
    for (const [selector, blocks] of ANTD_SELECTORS) {
      if (blocks.size === 0 || ![...blocks].every((block) => shown.has(block))) continue;
      if (!served.some((selectors) => selectors.has(selector)))
        unstyled.add(`${found.url}: ant-${[...blocks][0] ?? ''}`);
    }
  }
  return [...unstyled];
}
