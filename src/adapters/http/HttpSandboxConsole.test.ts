import { sandboxConsoleContract } from '../contracts/sandboxConsoleContract';
import { HttpKycGateway } from './HttpKycGateway';
import { HttpOrderGateway } from './HttpOrderGateway';
import { HttpSandboxConsole } from './HttpSandboxConsole';
import { httpFixture } from './testing/httpFixture';
import { localApiServerForFile } from './testing/localApiServer';

const server = localApiServerForFile();

sandboxConsoleContract(async () => {
  const fixture = await httpFixture(server(), ({ http }) => new HttpSandboxConsole(http));
  return {
    ...fixture,
    orders: new HttpOrderGateway(fixture.http, { origins: [server().appOrigin], base: server().appOrigin }),
    kyc: new HttpKycGateway(fixture.http),
  };
});
