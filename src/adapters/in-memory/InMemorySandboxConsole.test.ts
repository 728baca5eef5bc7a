import { sandboxConsoleContract } from '../contracts/sandboxConsoleContract';
import { InMemoryKycGateway } from './InMemoryKycGateway';
import { InMemoryOrderGateway } from './InMemoryOrderGateway';
import { InMemorySandboxConsole } from './InMemorySandboxConsole';
import { inMemoryFixture } from './testing/inMemoryFixture';
import { sandboxAtHand } from './callSandbox';

sandboxConsoleContract(() => {
  const fixture = inMemoryFixture((api) => new InMemorySandboxConsole(api));
  return {
    ...fixture,
    orders: new InMemoryOrderGateway(sandboxAtHand(fixture.api), fixture.tokens),
    kyc: new InMemoryKycGateway(sandboxAtHand(fixture.api), fixture.tokens),
  };
});
