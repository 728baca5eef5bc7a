import type { Page } from '@playwright/test';

/** An accessibility node as Chromium's DevTools protocol reports it (the fields read here). */
interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: { value?: unknown };
  name?: { value?: unknown };
  childIds?: string[];
}

/** What assistive technology gets from part of a page: each exposed node's role and name, in order. */
export interface AccessibleNode {
  role: string;
  name: string;
}

/**
 * The nodes Chromium's accessibility tree exposes under the first node with this role and name, in
 * document order: what a screen reader reads there. Read through the DevTools protocol, which sees
 * what the browser gives assistive technology, closed shadow roots included (Playwright's own role
 * queries and ARIA snapshots run in the page and stop at a closed shadow root). Nodes the browser
 * leaves out (aria-hidden, display: none) are not listed.
 */
export async function accessibleNodesUnder(
  page: Page,
  root: { role: string; name: string },
): Promise<AccessibleNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const start = nodes.find(
      (node) => !node.ignored && textOf(node.role) === root.role && textOf(node.name) === root.name,
    );
    if (start === undefined)
      throw new Error(`no ${root.role} named "${root.name}" in the accessibility tree`);
    const found: AccessibleNode[] = [];
    const walk = (node: AXNode) => {
      if (!node.ignored) found.push({ role: textOf(node.role), name: textOf(node.name) });
      for (const id of node.childIds ?? []) {
        const child = byId.get(id);
        if (child) walk(child);
      }
    };
    walk(start);
    return found;
  } finally {
    await cdp.detach();
  }
}

/** The text a screen reader reads out under the node, one text run after another. */
export function spokenText(nodes: readonly AccessibleNode[]): string {
  return nodes
    .filter((node) => node.role === 'StaticText')
    .map((node) => node.name)
    .join(' | ');
}

const MONTHS = {
  en: 'January February March April May June July August September October November December',
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
};

/** An MMYY expiry as a person says it, which a screen reader should hear: '0327' → 'March 2027', 'mars 2027'. */
export function expiryInWords(expireDate: string, language: 'en' | 'fr'): string {
  const month = MONTHS[language].split(' ')[Number(expireDate.slice(0, 2)) - 1] ?? '';
  return `${month} 20${expireDate.slice(2)}`;
}

function textOf(property: { value?: unknown } | undefined): string {
  return typeof property?.value === 'string' ? property.value : '';
}
