import { ContainerModule } from 'inversify';
import { SECURE_CARD_DISPLAY } from '../application/cards/ports/SecureCardDisplay';
import { SECURE_INPUT } from '../application/shared/SecureInput';
import { SandboxSecureCardDisplay } from '../adapters/browser/SandboxSecureCardDisplay';
import { SandboxSecureInput } from '../adapters/browser/SandboxSecureInput';
import type { SandboxApi } from '../adapters/sandbox/SandboxApi';

/** The secure-input and card-display widgets of sandbox mode: both work over the sandbox's own vault. */
export function sandboxBrowserModule(sandbox: Pick<SandboxApi, 'tokenise' | 'detokenise'>): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(SECURE_INPUT).toConstantValue(new SandboxSecureInput(sandbox));
    bind(SECURE_CARD_DISPLAY).toConstantValue(new SandboxSecureCardDisplay(sandbox));
  });
}
