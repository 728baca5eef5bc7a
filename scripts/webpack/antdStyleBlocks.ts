import { readFileSync } from 'node:fs';
import postcss, { type ChildNode, type Rule } from 'postcss';

/**
 * antd's static style sheet (antd/dist/antd.css, 1 MB) styles all of its 70-odd components; a page shows
 * a few. The build cuts it into blocks, one per component's class prefix (`.ant-btn-primary` → `btn`),
 * each a style module of its own (`antd/dist/antd.css?antd-block=btn`) that the modules drawing that
 * component import (antdBlockImportsLoader.ts): webpack then puts a component's rules in the style sheet
 * of the chunk that draws it, downloaded with it, and a page's first sheet holds only what the entry
 * draws. The rules naming no component, and the motion and theme-variable classes every component
 * shares, are the sheet main.tsx imports (`antd/dist/antd.css`, no block).
 */
export const ANTD_SHEET = 'antd/dist/antd.css';
export const BLOCK_PARAMETER = 'antd-block';

/** antd's motion classes and its theme-variable class, shared by every component (`.ant-zoom-enter`, `.ant-css-var`). */
const SHARED_BLOCKS = new Set(['css', 'fade', 'motion', 'move', 'slide', 'zoom']);
/** An antd component naming its class prefix: `getPrefixCls('btn', …)`, `floatButtonPrefixCls = 'float-btn'`. */
const PREFIX_NAMED = /(?:getPrefixCls\)?\(\s*|PrefixCls\s*=\s*)['"]([a-z-]+)['"]/g;
/**
 * An antd class the app's code writes (`className="ant-slider-rail"` → `slider`), starting a string
 * or after a space: not a theme variable (`var(--ant-color-text)`).
 */
const ANTD_CLASS_WRITTEN = /(?<=["'`\s])ant-([a-z]+)/g;
/** The block a class belongs to: its first word after `ant-` (`.ant-btn-primary` → `btn`). */
const ANTD_CLASS = /\.ant-([a-z]+)/g;
/** At-rules that hold rules applying under a condition: a block keeps them around its own rules. */
const CONDITIONAL = new Set(['media', 'supports', 'layer', 'container']);

/** The blocks an antd module draws, from the class prefixes it names. */
export function antdBlocksNamed(source: string): string[] {
  return captured(source, PREFIX_NAMED).map((prefix) => prefix.split('-')[0] ?? prefix);
}

/** The antd class blocks a module of the app's names in its code (`ant-slider-handle` → `slider`). */
export function antdBlocksWritten(source: string): string[] {
  return captured(source, ANTD_CLASS_WRITTEN);
}

/** The antd class blocks a selector names, once per class (`.ant-btn-primary` → `btn`). */
export function antdBlocksOf(selector: string): string[] {
  return captured(selector, ANTD_CLASS);
}

/**
 * The block whose sheet holds a selector's rule: its first component's (`.ant-form-item .ant-input` is
 * Form's, and applies only where a form is drawn); '' for the shared sheet.
 */
export function blockOfSelector(selector: string): string {
  return antdBlocksOf(selector).find((block) => !SHARED_BLOCKS.has(block)) ?? '';
}

/**
 * A sheet cut into blocks, in its own order, each rule inside the media queries or layers it was in.
 * A rule whose selectors belong to several blocks (`.ant-select,.ant-cascader`) is split between them.
 */
export function sheetByBlock(css: string): Map<string, string> {
  const root = postcss.parse(css);
  const blockOf = new Map<Rule, string>();
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
    const bySelector = new Map<string, string[]>();
    for (const selector of rule.selectors) {
      const block = blockOfSelector(selector);
      bySelector.set(block, [...(bySelector.get(block) ?? []), selector]);
    }
    for (const [block, selectors] of bySelector) {
      const part = bySelector.size === 1 ? rule : rule.cloneBefore({ selectors });
      blockOf.set(part, block);
    }
    if (bySelector.size > 1) rule.remove();
  });
  const blocks = new Set(['', ...blockOf.values()]);
  return new Map([...blocks].map((block) => [block, cssOf(root.nodes, block, blockOf)]));
}

function cssOf(nodes: ChildNode[], block: string, blockOf: Map<Rule, string>): string {
  let css = '';
  for (const node of nodes) {
    if (node.type === 'rule') {
      if ((blockOf.get(node) ?? '') === block) css += node.toString();
    } else if (node.type === 'atrule' && node.nodes && CONDITIONAL.has(node.name)) {
      const inner = cssOf(node.nodes, block, blockOf);
      if (inner) css += `@${node.name} ${node.params}{${inner}}`;
      // Keyframes, font faces and the like: with the shared rules.
    } else if (block === '' && node.type !== 'comment') css += node.toString();
  }
  return css;
}

/** antd's sheet by block, cut once per build process (the loaders of every module read it). */
let antdSheet: Map<string, string> | undefined;

export function antdSheetByBlock(): Map<string, string> {
  antdSheet ??= sheetByBlock(readFileSync(require.resolve(ANTD_SHEET), 'utf8'));
  return antdSheet;
}

/** What the pattern's first group captured, at each match. */
function captured(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].flatMap(([, group]) => (group === undefined ? [] : [group]));
}
