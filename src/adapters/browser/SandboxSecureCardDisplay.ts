import { expiryInWords, formatExpiry } from '../../domain/cards/cardExpiry';
import type { Card } from '../../domain/cards/Card';
import type {
  SecureCardDisplay,
  SecureCardField,
  SecureCardLabels,
} from '../../application/cards/ports/SecureCardDisplay';
import { callSandbox, type SandboxSource } from '../in-memory/callSandbox';

export type WriteClipboardText = (text: string) => Promise<void>;

/**
 * Where the widget reads a card's number or CVV: the sandbox vault, as the signed-in consumer (it refuses
 * anyone but the card's owner). Synchronous, like the sandbox; a refusal throws a SandboxError.
 */
export interface CardSecretSource {
  reveal(token: string): string;
}

// Looked up at each copy: there is no clipboard in Node, nor outside a secure context.
const writeToNavigatorClipboard: WriteClipboardText = (text) => navigator.clipboard.writeText(text);

const WIDGET_STYLE = `
:host { display: block; }
dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; font-family: monospace; letter-spacing: 0.05em; }
.spoken {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; border: 0;
}
`;

/**
 * The sandbox's stand-in for the issuer's card-details widget: it detokenises the number and CVV through
 * the vault and renders them into a closed shadow root, so the page's own code (and anything injected
 * into it) cannot read the digits back through the host element. Digits are never logged.
 * The shadow root's text is the page's text to the browser's accessibility tree: screen readers read
 * each value after its label, the number in its groups of four and the expiry as a month and year.
 */
export class SandboxSecureCardDisplay implements SecureCardDisplay {
  // A host accepts one shadow root for life, so a second show on the same host reuses it.
  private readonly roots = new WeakMap<HTMLElement, ShadowRoot>();

  constructor(
    private readonly vault: SandboxSource<CardSecretSource>,
    private readonly writeText: WriteClipboardText = writeToNavigatorClipboard,
  ) {}

  async show(
    host: HTMLElement,
    card: Pick<Card, 'numberToken' | 'cvvToken' | 'expireDate'>,
    labels: SecureCardLabels,
  ): Promise<() => void> {
    const number = await this.reveal(card.numberToken);
    const cvv = await this.reveal(card.cvvToken);
    const widget = host.ownerDocument.createElement('div');
    // The labels' language, which the month of the expiry is written in.
    widget.lang = labels.language;
    widget.append(
      styleElement(host.ownerDocument),
      detailsList(host.ownerDocument, [
        { label: labels.number, shown: groupDigits(number) },
        {
          label: labels.expiry,
          shown: formatExpiry(card.expireDate),
          spoken: expiryInWords(card.expireDate, labels.language),
        },
        { label: labels.cvv, shown: cvv },
      ]),
    );
    this.rootOf(host).replaceChildren(widget);
    return () => widget.remove();
  }

  async copy(card: Pick<Card, 'numberToken' | 'cvvToken'>, field: SecureCardField): Promise<void> {
    const token = field === 'number' ? card.numberToken : card.cvvToken;
    await this.writeText(await this.reveal(token));
  }

  /** A vault failure (e.g. 401 once the session expired) arrives as a GatewayError, like any sandbox call. */
  private reveal(token: string): Promise<string> {
    return callSandbox(this.vault, (vault) => vault.reveal(token));
  }

  private rootOf(host: HTMLElement): ShadowRoot {
    const existing = this.roots.get(host);
    if (existing) return existing;
    const root = host.attachShadow({ mode: 'closed' });
    this.roots.set(host, root);
    return root;
  }
}

/** '4242424242424242' → '4242 4242 4242 4242', as printed on a card. */
function groupDigits(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

function styleElement(document: Document): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = WIDGET_STYLE;
  return style;
}

/** One detail: its label, its value as printed, and how a screen reader says it when that differs. */
interface DetailRow {
  label: string;
  shown: string;
  spoken?: string;
}

/** A description list: screen readers announce each value with its label. */
function detailsList(document: Document, rows: DetailRow[]): HTMLDListElement {
  const list = document.createElement('dl');
  for (const { label, shown, spoken } of rows) {
    const term = document.createElement('dt');
    term.textContent = label;
    const detail = document.createElement('dd');
    detail.translate = false;
    if (spoken === undefined) detail.textContent = shown;
    else
      detail.append(
        span(document, shown, { 'aria-hidden': 'true' }),
        span(document, spoken, { class: 'spoken' }),
      );
    list.append(term, detail);
  }
  return list;
}

function span(document: Document, text: string, attributes: Record<string, string>): HTMLSpanElement {
  const element = document.createElement('span');
  element.textContent = text;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}
