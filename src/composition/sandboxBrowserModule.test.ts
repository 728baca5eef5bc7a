/** @jest-environment jest-fixed-jsdom */
import { Container } from 'inversify';
import { SECURE_CARD_DISPLAY } from '../application/cards/ports/SecureCardDisplay';
import { TOKEN_STORE } from '../application/session/ports/TokenStore';
import { SECURE_INPUT } from '../application/shared/SecureInput';
import { MemoryTokenStore } from '../adapters/contracts/support/MemoryTokenStore';
import type { Bearer } from '../adapters/sandbox/SandboxApi';
import { sandboxAtHand } from '../adapters/in-memory/callSandbox';
import { sandboxBrowserModule } from './sandboxBrowserModule';

/** Who asked the vault for a card secret, in order. */
const revealedFor: Bearer[] = [];

/** A vault whose tokens are the secret behind a prefix, enough to see both widgets go through it. */
const vault = {
  tokenise: (secret: string): string => `tok:${secret}`,
  revealCardSecret: (bearer: Bearer, token: string): string => {
    revealedFor.push(bearer);
    return token.replace(/^tok:/, '');
  },
};

function container(): Container {
  const built = new Container();
  const tokens = new MemoryTokenStore();
  tokens.save('session-token');
  built.bind(TOKEN_STORE).toConstantValue(tokens);
  built.load(sandboxBrowserModule(sandboxAtHand(vault)));
  return built;
}

describe('sandboxBrowserModule', () => {
  it('tokenises secrets through the sandbox vault', async () => {
    await expect(container().get(SECURE_INPUT).tokenise('Demo1234')).resolves.toBe('tok:Demo1234');
  });

  it('shows card details detokenised by the sandbox vault, out of the page’s reach', async () => {
    const host = document.createElement('div');
    const attach = host.attachShadow.bind(host);
    let root: ShadowRoot | undefined;
    jest.spyOn(host, 'attachShadow').mockImplementation((init) => (root = attach(init)));
    const cleanup = await container()
      .get(SECURE_CARD_DISPLAY)
      .show(
        host,
        { numberToken: 'tok:4000000000000002', cvvToken: 'tok:987', expireDate: '1226' },
        { number: 'Number', expiry: 'Expiry', cvv: 'CVV', language: 'en' },
      );
    expect(host.shadowRoot).toBeNull();
    expect(root?.textContent).toContain('4000 0000 0000 0002');
    expect(root?.textContent).toContain('987');
    expect(revealedFor).toEqual(['session-token', 'session-token']);
    cleanup();
  });
});
