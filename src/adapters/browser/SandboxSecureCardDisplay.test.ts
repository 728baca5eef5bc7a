/** @jest-environment jest-fixed-jsdom */
import { isGatewayError } from '../../application/shared/GatewayError';
import { SandboxError } from '../sandbox/SandboxError';
import { SandboxSecureCardDisplay } from './SandboxSecureCardDisplay';
import { sandboxAtHand } from '../in-memory/callSandbox';

const NUMBER = '4242424242424242';
const CVV = '123';
const card = { numberToken: 'number-token', cvvToken: 'cvv-token', expireDate: '0327' };
const labels = { number: 'Card number', expiry: 'Expiry date', cvv: 'CVV', language: 'en' } as const;

const vault = {
  reveal: (token: string): string => {
    if (token === card.numberToken) return NUMBER;
    if (token === card.cvvToken) return CVV;
    throw new SandboxError(400, { errorCode: 'unknownToken' });
  },
};

/** A host whose shadow roots the test keeps, as the page's own code cannot. */
function hostWithSpiedShadow(): { host: HTMLElement; roots: ShadowRoot[] } {
  const host = document.createElement('div');
  document.body.append(host);
  const roots: ShadowRoot[] = [];
  const attach = host.attachShadow.bind(host);
  jest.spyOn(host, 'attachShadow').mockImplementation((init) => {
    const root = attach(init);
    roots.push(root);
    return root;
  });
  return { host, roots };
}

/** The text of a node that assistive technology gets: all of it but what aria-hidden hides. */
function spokenText(node: Node): string {
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return [...node.childNodes].map(spokenText).join('');
}

/** The text printed on screen: all of it but what the widget's `spoken` class keeps off it. */
function printedText(node: Node): string {
  if (node instanceof Element && node.classList.contains('spoken')) return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return [...node.childNodes].map(printedText).join('');
}

/** Label → value, as a screen reader reads the description list (or as it is printed). */
function rendered(
  root: ShadowRoot | undefined,
  textOf: (node: Node) => string = spokenText,
): Record<string, string> {
  const terms = [...(root?.querySelectorAll('dt') ?? [])];
  return Object.fromEntries(
    terms.map((term) => [textOf(term), term.nextElementSibling ? textOf(term.nextElementSibling) : '']),
  );
}

describe('SandboxSecureCardDisplay', () => {
  afterEach(() => document.body.replaceChildren());

  it('prints the grouped number, MM/YY expiry and CVV under the given labels', async () => {
    const { host, roots } = hostWithSpiedShadow();
    await new SandboxSecureCardDisplay(sandboxAtHand(vault)).show(host, card, labels);
    expect(rendered(roots[0], printedText)).toEqual({
      'Card number': '4242 4242 4242 4242',
      'Expiry date': '03/27',
      CVV: '123',
    });
  });

  it('gives screen readers the number in groups of four, the expiry as a month and year, and the CVV', async () => {
    const { host, roots } = hostWithSpiedShadow();
    await new SandboxSecureCardDisplay(sandboxAtHand(vault)).show(host, card, labels);
    expect(rendered(roots[0])).toEqual({
      'Card number': '4242 4242 4242 4242',
      'Expiry date': 'March 2027',
      CVV: '123',
    });
    // Written in the labels' language, which the widget says it is in.
    expect(roots[0]?.querySelector('[lang]')?.getAttribute('lang')).toBe('en');
  });

  it('renders into a closed shadow root, so the page cannot read the digits through the host', async () => {
    const { host, roots } = hostWithSpiedShadow();
    await new SandboxSecureCardDisplay(sandboxAtHand(vault)).show(host, card, labels);
    expect(roots).toHaveLength(1);
    expect(roots[0]?.mode).toBe('closed');
    expect(host.shadowRoot).toBeNull();
    expect(host.innerHTML).toBe('');
    expect(document.body.textContent).not.toContain('4242');
    expect(document.body.textContent).not.toContain(CVV);
  });

  it('empties the widget on cleanup', async () => {
    const { host, roots } = hostWithSpiedShadow();
    const cleanup = await new SandboxSecureCardDisplay(sandboxAtHand(vault)).show(host, card, labels);
    cleanup();
    expect(roots[0]?.childNodes).toHaveLength(0);
  });

  it('shows again on the same host, reusing its one shadow root', async () => {
    const { host, roots } = hostWithSpiedShadow();
    const display = new SandboxSecureCardDisplay(sandboxAtHand(vault));
    const firstCleanup = await display.show(host, card, labels);
    firstCleanup();
    await display.show(host, card, {
      number: 'Numéro',
      expiry: 'Expiration',
      cvv: 'Cryptogramme',
      language: 'fr',
    });
    expect(roots).toHaveLength(1);
    expect(rendered(roots[0])).toEqual({
      Numéro: '4242 4242 4242 4242',
      Expiration: 'mars 2027',
      Cryptogramme: '123',
    });
  });

  it("leaves a newer render in place when an older show's cleanup runs late", async () => {
    const { host, roots } = hostWithSpiedShadow();
    const display = new SandboxSecureCardDisplay(sandboxAtHand(vault));
    const staleCleanup = await display.show(host, card, labels);
    await display.show(host, card, labels);
    staleCleanup();
    expect(rendered(roots[0])['Card number']).toBe('4242 4242 4242 4242');
  });

  it('fails with a typed error and renders nothing when a token is unknown to the vault', async () => {
    const { host, roots } = hostWithSpiedShadow();
    const display = new SandboxSecureCardDisplay(sandboxAtHand(vault));
    const failure: unknown = await display
      .show(host, { ...card, cvvToken: 'forged' }, labels)
      .catch((e) => e);
    expect(isGatewayError(failure) && failure.details.errorCode).toBe('unknownToken');
    expect(roots).toHaveLength(0);
  });

  it('fails with Unauthorized when the vault refuses the session, so the caller can ask to sign in again', async () => {
    const refusing = {
      reveal: (): string => {
        throw new SandboxError(401);
      },
    };
    const failure: unknown = await new SandboxSecureCardDisplay(sandboxAtHand(refusing))
      .copy(card, 'number')
      .catch((e) => e);
    expect(isGatewayError(failure) && failure.kind).toBe('Unauthorized');
  });

  it.each([
    ['number', NUMBER],
    ['cvv', CVV],
  ] as const)('copies the %s digits to the clipboard', async (field, digits) => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    await new SandboxSecureCardDisplay(sandboxAtHand(vault), writeText).copy(card, field);
    expect(writeText).toHaveBeenCalledWith(digits);
  });

  it('rejects a copy the clipboard refuses, so the caller can say so', async () => {
    const writeText = (): Promise<void> => Promise.reject(new Error('denied'));
    await expect(
      new SandboxSecureCardDisplay(sandboxAtHand(vault), writeText).copy(card, 'cvv'),
    ).rejects.toThrow('denied');
  });

  it('uses the navigator clipboard by default', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await new SandboxSecureCardDisplay(sandboxAtHand(vault)).copy(card, 'number');
    expect(writeText).toHaveBeenCalledWith(NUMBER);
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('rejects a copy where no clipboard exists', async () => {
    await expect(new SandboxSecureCardDisplay(sandboxAtHand(vault)).copy(card, 'number')).rejects.toThrow();
  });
});
