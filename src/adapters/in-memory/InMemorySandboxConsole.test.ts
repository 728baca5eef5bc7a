import { sandboxConsoleContract } from '../contracts/sandboxConsoleContract';
import { InMemoryKycGateway } from './InMemoryKycGateway';
import { InMemoryOrderGateway } from './InMemoryOrderGateway';
import { InMemorySandboxConsole } from './InMemorySandboxConsole';
import { inMemoryFixture } from './testing/inMemoryFixture';

sandboxConsoleContract(() => {
  const fixture = inMemoryFixture((api) => new InMemorySandboxConsole(api));
  return {
    ...fixture,
    orders: new InMemoryOrderGateway(fixture.api, fixture.tokens),
    kyc: new InMemoryKycGateway(fixture.api, fixture.tokens),
  };
});
