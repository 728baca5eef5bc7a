import type { SignedInFixture } from '../../contracts/support/ContractFixture';
import type { ContractSandbox } from '../../contracts/support/ContractSandbox';
import { MemoryTokenStore } from '../../contracts/support/MemoryTokenStore';
import { HttpSandboxConsole } from '../HttpSandboxConsole';
import { HttpSecureInput } from '../HttpSecureInput';
import { HttpSessionGateway } from '../HttpSessionGateway';
import { HttpTransport } from '../HttpTransport';
import type { RedirectAllowlist } from '../redirectAllowlist';
import type { LocalApiServer } from './localApiServer';

/** The HTTP fixture also hands out its transport, to build more adapters over the same session. */
export interface HttpFixture<G> extends SignedInFixture<G> {
  http: HttpTransport;
}

/** What an adapter under test is built from. */
export interface HttpAdapterParts {
  http: HttpTransport;
  /** The payment pages the order gateway may follow: the test app's origin. */
  redirects: RedirectAllowlist;
}

/**
 * The test's own limit (jest.config.ts) is the only one: the app’s 15 seconds per call failed a
 * call in ten suites on a busy shared machine (load 20), a call that is only slow there.
 */
const CALL_LIMIT_MS = 60_000;

/** A transport to the server with a token store of its own. */
export function transportTo(server: LocalApiServer, tokens = new MemoryTokenStore()): HttpTransport {
  return new HttpTransport({
    baseUrl: server.baseUrl,
    tokens,
    language: () => 'en',
    timeoutMs: CALL_LIMIT_MS,
  });
}

/**
 * The sandbox tools of the contract suites, over the server's /sandbox-api. They use a transport of
 * their own, so arranging a scenario never reads or changes the session under test.
 */
export function httpContractSandbox(server: LocalApiServer): ContractSandbox {
  const tools = transportTo(server);
  const sandboxConsole = new HttpSandboxConsole(tools);
  const vault = new HttpSecureInput(tools);
  return {
    outbox: () => sandboxConsole.outbox(),
    reset: () => sandboxConsole.reset(),
    failNext: async (call, status) => {
      await tools.send('failNext', { body: { call, status } });
    },
    completePayment: (paymentId, outcome) => sandboxConsole.completePayment(paymentId, outcome),
    completeIdentityCheck: (reference, outcome) => sandboxConsole.completeIdentityCheck(reference, outcome),
    advanceClock: async (ms) => {
      await tools.send('advanceClock', { body: { ms } });
    },
    tokenise: (secret) => vault.tokenise(secret),
  };
}

/** The server brought back to its seeded state, an empty token store, and the adapter under test over them. */
export async function httpFixture<G>(
  server: LocalApiServer,
  makeGateway: (parts: HttpAdapterParts) => G,
): Promise<HttpFixture<G>> {
  const sandbox = httpContractSandbox(server);
  await sandbox.reset();
  const tokens = new MemoryTokenStore();
  const http = transportTo(server, tokens);
  const redirects = { origins: [server.appOrigin], base: server.appOrigin };
  return {
    http,
    gateway: makeGateway({ http, redirects }),
    tokens,
    session: new HttpSessionGateway(http),
    sandbox,
  };
}
