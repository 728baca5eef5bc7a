import { expect, type Locator, type Page } from '@playwright/test';
import { newestCode } from '../../../../e2e/support/outbox';
import { idOfCamilles, LANGUAGE, selectOnCardsScreen, soon, t } from '../cards/browserCards';
import type { CardDetailsTasks, ShownDetails } from './CardDetailsTasks';

/** What the sandbox keeps in the tab's storage: enough to count the texted codes and find a card's secrets. */
interface SavedSandbox {
  outbox: { kind: string }[];
  cards: { id: string; numberToken: string; cvvToken: string; expireDate: string }[];
  vault: Record<string, string>;
}

/** A DOM node as the DevTools protocol reports it, shadow roots (closed ones too) included. */
interface DomNode {
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  /** Name, value, name, value… */
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

/** Node.TEXT_NODE, in Node where there is no DOM. */
const TEXT_NODE = 3;

/** The widget's text for screen readers only (the expiry in words), which the eye does not see. */
function spokenOnly(node: DomNode): boolean {
  const attributes = node.attributes ?? [];
  return attributes.some(
    (value, index) => index % 2 === 1 && attributes[index - 1] === 'class' && value === 'spoken',
  );
}

/** The text printed on the screen. */
function textOf(node: DomNode): string {
  if (node.nodeType === TEXT_NODE) return node.nodeValue;
  if (spokenOnly(node)) return '';
  return (node.children ?? []).map(textOf).join('');
}

/** The values (dd) shown inside shadow roots, in the order of the page. */
function shadowValues(node: DomNode, inShadow: boolean, values: string[]): string[] {
  if (inShadow && node.nodeName === 'DD') values.push(textOf(node).trim());
  for (const child of node.children ?? []) shadowValues(child, inShadow, values);
  for (const child of node.shadowRoots ?? []) shadowValues(child, true, values);
  if (node.contentDocument) shadowValues(node.contentDocument, inShadow, values);
  return values;
}

/**
 * The card-details window through the page in Chromium: Camille, signed in on her cards screen,
 * selects the card and asks for its details; the code is read on the sandbox outbox in a second tab.
 * The details render in the secure widget's closed shadow root, which the page's own scripts cannot
 * read: the task reads it as her eyes would, through the DevTools protocol. The sandbox kept in the
 * tab's storage stands for the issuer (the texted codes, the card's secrets). Copying, timing out,
 * signing in again and failures are driven in-process only.
 */
export class BrowserCardDetails implements CardDetailsTasks {
  private codesBefore = 0;
  private lastFour = '';

  constructor(private readonly page: Page) {}

  async ask(card: string): Promise<void> {
    this.codesBefore = await this.oneTimeCodes();
    await selectOnCardsScreen(this.page, idOfCamilles(card));
    await this.page.getByRole('button', { name: t('cards.actions.details'), exact: true }).click();
    await soon(this.codeBox()).toBeEnabled();
    const intro = (await this.dialog().textContent()) ?? '';
    this.lastFour = /\b(\d{4})\b/.exec(intro)?.[1] ?? '';
  }

  async codesTexted(): Promise<number> {
    // The sandbox saves itself to the tab's storage once the call is over.
    await soon.poll(() => this.oneTimeCodes()).toBeGreaterThan(this.codesBefore);
    return (await this.oneTimeCodes()) - this.codesBefore;
  }

  async confirmWithReceivedCode(): Promise<void> {
    await this.codeBox().pressSequentially(await newestCode(this.page.context(), LANGUAGE, 'oneTimeCode'));
    const details = this.dialog().getByRole('group', {
      name: t('cardDetails.card', { lastFour: this.lastFour }),
    });
    await soon(details.or(this.dialog().getByRole('alert')).first()).toBeVisible();
  }

  async shown(): Promise<ShownDetails | null> {
    const cdp = await this.page.context().newCDPSession(this.page);
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    await cdp.detach();
    const [number, expiry, cvv] = shadowValues(root, false, []);
    if (number === undefined || expiry === undefined || cvv === undefined) return null;
    return { number, expiry, cvv };
  }

  async issued(card: string): Promise<ShownDetails> {
    const saved = await this.savedSandbox();
    const found = saved.cards.find((candidate) => candidate.id === idOfCamilles(card));
    const number = found && saved.vault[found.numberToken];
    const cvv = found && saved.vault[found.cvvToken];
    if (!found || !number || !cvv) throw new Error(`Camille holds no ${card} card in the sandbox`);
    return {
      number: number.replace(/(\d{4})(?=\d)/g, '$1 '),
      expiry: `${found.expireDate.slice(0, 2)}/${found.expireDate.slice(2)}`,
      cvv,
    };
  }

  askAgain(): Promise<void> {
    return Promise.reject(this.inProcessOnly('asking again'));
  }

  confirmWithWrongCode(): Promise<void> {
    return Promise.reject(this.inProcessOnly('a wrong code'));
  }

  message(): string | null {
    throw this.inProcessOnly('the window’s message');
  }

  done(): void {
    throw this.inProcessOnly('closing the details');
  }

  copy(_detail: 'card number' | 'CVV'): Promise<void> {
    return Promise.reject(this.inProcessOnly('copying'));
  }

  pasted(): string | null {
    throw this.inProcessOnly('pasting');
  }

  offered(_card: string): boolean {
    throw this.inProcessOnly('the details offered');
  }

  askedToSignIn(): boolean {
    throw this.inProcessOnly('signing in again');
  }

  signInAgain(): Promise<void> {
    return Promise.reject(this.inProcessOnly('signing in again'));
  }

  tryAgain(): Promise<void> {
    return Promise.reject(this.inProcessOnly('trying again'));
  }

  // ---------------------------------------------------------------- helpers

  private dialog(): Locator {
    return this.page.getByRole('dialog', { name: t('cardDetails.title') });
  }

  private codeBox(): Locator {
    return this.dialog().getByLabel(t('cardDetails.code.label'));
  }

  private async savedSandbox(): Promise<SavedSandbox> {
    const saved = await this.page.evaluate(() => window.localStorage.getItem('sandbox'));
    expect(saved, 'the sandbox is kept in the tab’s storage').not.toBeNull();
    return JSON.parse(saved ?? '{}') as SavedSandbox;
  }

  private async oneTimeCodes(): Promise<number> {
    const { outbox } = await this.savedSandbox();
    return outbox.filter((message) => message.kind === 'oneTimeCode').length;
  }

  private inProcessOnly(what: string): Error {
    return new Error(
      `${what} in the card-details window is checked in-process only: tag none of its scenarios @ui`,
    );
  }
}
