import { ContainerModule } from 'inversify';
import { SECURE_CARD_DISPLAY } from '../application/cards/ports/SecureCardDisplay';
import { TOKEN_STORE } from '../application/session/ports/TokenStore';
import { SECURE_INPUT } from '../application/shared/SecureInput';
import {
  SandboxSecureCardDisplay,
  type WriteClipboardText,
} from '../adapters/browser/SandboxSecureCardDisplay';
import { SandboxSecureInput } from '../adapters/browser/SandboxSecureInput';
import { sandboxView, type SandboxSource } from '../adapters/in-memory/callSandbox';
import type { SandboxApi } from '../adapters/sandbox/SandboxApi';

/**
 * The secure-input and card-display widgets of sandbox mode: both work over the sandbox's own vault.
 * The card display reads it as the signed-in consumer (the container's TokenStore, bound by the
 * browser module), so it is built when first asked for. `clipboard` replaces the browser's (Node has none).
 */
export function sandboxBrowserModule(
  sandbox: SandboxSource<Pick<SandboxApi, 'tokenise' | 'revealCardSecret'>>,
  clipboard?: WriteClipboardText,
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(SECURE_INPUT).toConstantValue(new SandboxSecureInput(sandbox));
    bind(SECURE_CARD_DISPLAY)
      .toDynamicValue((context) => {
        const tokens = context.get(TOKEN_STORE);
        const vault = sandboxView(sandbox, (opened) => ({
          reveal: (token: string) => opened.revealCardSecret(tokens.load(), token),
        }));
        return new SandboxSecureCardDisplay(vault, clipboard);
      })
      .inSingletonScope();
  });
}
