import type { SecureInput } from '../../application/shared/SecureInput';
import type { SandboxApi } from '../sandbox/SandboxApi';
import { callSandbox, type SandboxSource } from '../in-memory/callSandbox';

/**
 * Turns a typed secret (a password) into a vault token, so the secret itself never leaves the page.
 * A vault failure arrives as a GatewayError, like any other sandbox call.
 */
export class SandboxSecureInput implements SecureInput {
  constructor(private readonly vault: SandboxSource<Pick<SandboxApi, 'tokenise'>>) {}

  tokenise(secret: string): Promise<string> {
    return callSandbox(this.vault, (vault) => vault.tokenise(secret));
  }
}
