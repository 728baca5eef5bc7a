import { GatewayError } from '../../application/shared/GatewayError';
import { SandboxError } from '../sandbox/SandboxError';
import { SandboxSecureInput } from './SandboxSecureInput';
import { sandboxAtHand } from '../in-memory/callSandbox';

const failingVault = (failure: Error) => ({
  tokenise: (): string => {
    throw failure;
  },
});

describe('SandboxSecureInput', () => {
  it('hands back the vault token, never the secret', async () => {
    const vault = { tokenise: jest.fn((secret: string) => `tok_${secret.length}`) };
    await expect(new SandboxSecureInput(sandboxAtHand(vault)).tokenise('Demo1234')).resolves.toBe('tok_8');
    expect(vault.tokenise).toHaveBeenCalledWith('Demo1234');
  });

  it('fails with a typed error when the vault answers with a failure', async () => {
    const input = new SandboxSecureInput(sandboxAtHand(failingVault(new SandboxError(500))));
    await expect(input.tokenise('Demo1234')).rejects.toEqual(new GatewayError('ServerError'));
  });

  it('lets a bug in the vault propagate as it is', async () => {
    const bug = new TypeError('bug');
    await expect(new SandboxSecureInput(sandboxAtHand(failingVault(bug))).tokenise('Demo1234')).rejects.toBe(
      bug,
    );
  });
});
