/**
 * @jest-environment jest-fixed-jsdom
 */
import { MemoryTokenStore } from '../contracts/support/MemoryTokenStore';
import { HttpSecureCardDisplay } from './HttpSecureCardDisplay';
import { HttpTransport } from './HttpTransport';
import { fakeFetch, jsonResponse, type SentRequest } from './testing/fakeFetch';

const VAULT: Record<string, string> = { 'tok-number': '4000000000000002', 'tok-cvv': '987' };
const CARD = { numberToken: 'tok-number', cvvToken: 'tok-cvv', expireDate: '1226' };
const LABELS = { number: 'Number', expiry: 'Expiry', cvv: 'CVV', language: 'en' } as const;

/** The vault's detokenise endpoint: the secret of a known token, 401 for any other. */
function vaultAnswer(request: SentRequest): Response {
  const body = request.body;
  const token = typeof body === 'object' && body !== null && 'token' in body ? body.token : undefined;
  const secret = typeof token === 'string' ? VAULT[token] : undefined;
  return secret === undefined ? jsonResponse({}, 401) : jsonResponse({ secret });
}

function display(writeText: (text: string) => Promise<void> = async () => undefined) {
  const api = fakeFetch(vaultAnswer);
  const tokens = new MemoryTokenStore();
  tokens.save('session-token');
  const http = new HttpTransport({
    baseUrl: 'http://api.test',
    tokens,
    language: () => 'en',
    fetch: api.fetch,
  });
  return { api, widget: new HttpSecureCardDisplay(http, writeText) };
}

/** A host whose closed shadow root the test can still see. */
function spiedHost(): { host: HTMLElement; root: () => ShadowRoot | undefined } {
  const host = document.createElement('div');
  const attach = host.attachShadow.bind(host);
  let root: ShadowRoot | undefined;
  jest.spyOn(host, 'attachShadow').mockImplementation((init) => (root = attach(init)));
  return { host, root: () => root };
}

describe('HttpSecureCardDisplay', () => {
  it('shows the digits the vault endpoint detokenises, out of the page’s reach', async () => {
    const { api, widget } = display();
    const { host, root } = spiedHost();

    const cleanup = await widget.show(host, CARD, LABELS);

    expect(host.shadowRoot).toBeNull();
    expect(root()?.textContent).toContain('4000 0000 0000 0002');
    expect(root()?.textContent).toContain('987');
    expect(api.sent.map((request) => request.url)).toEqual([
      'http://api.test/sandbox-api/vault/card-secret',
      'http://api.test/sandbox-api/vault/card-secret',
    ]);
    expect(api.sent[0]?.headers.get('Authorization')).toBe('Bearer session-token');
    cleanup();
    expect(root()?.textContent).toBe('');
  });

  it('shows a card again on the same host', async () => {
    const { widget } = display();
    const { host, root } = spiedHost();
    await widget.show(host, CARD, LABELS);

    await widget.show(host, CARD, LABELS);

    expect(root()?.textContent?.match(/4000 0000 0000 0002/g)).toHaveLength(1);
  });

  it('shows the same card on two hosts at once', async () => {
    const { widget } = display();
    const first = spiedHost();
    const second = spiedHost();

    await Promise.all([widget.show(first.host, CARD, LABELS), widget.show(second.host, CARD, LABELS)]);

    expect(first.root()?.textContent).toContain('987');
    expect(second.root()?.textContent).toContain('987');
  });

  it.each([
    ['number', '4000000000000002'],
    ['cvv', '987'],
  ] as const)('copies the %s', async (field, copied) => {
    const writeText = jest.fn(async () => undefined);
    const { widget } = display(writeText);

    await widget.copy(CARD, field);

    expect(writeText).toHaveBeenCalledWith(copied);
  });

  it('fails with the vault’s GatewayError, showing nothing', async () => {
    const { widget } = display();
    const { host, root } = spiedHost();

    await expect(widget.show(host, { ...CARD, cvvToken: 'unknown' }, LABELS)).rejects.toMatchObject({
      kind: 'Unauthorized',
    });
    expect(root()).toBeUndefined();
  });
});
