import { DEMO, LEVEL1, type Account } from '../../src/adapters/contracts/support/accounts';
import type { SandboxApi } from '../../src/adapters/sandbox/SandboxApi';
import { startApiTestServer, type ApiTestServer } from './apiTestServer';

export interface SignedInTokens {
  demo: string;
  level1: string;
}

/** Signs in straight on the sandbox (login, then the one-time code it texted); answers the full token. */
export function signInOnSandbox(sandbox: SandboxApi, account: Account): string {
  const { token } = sandbox.login(account);
  const code = sandbox.outbox().find((message) => message.kind === 'oneTimeCode')?.code;
  if (code === undefined || code === null) throw new Error(`no one-time code for ${account.email}`);
  return sandbox.verifyOneTimeCode(token, code).token;
}

/**
 * A one-time code the session asks for over HTTP (texted to the account's mobile), read from the outbox
 * as its owner reads their phone: what a contact change takes.
 */
export async function freshCode(server: ApiTestServer, token: string): Promise<string> {
  const asked = await server.call('POST', '/api/consumer/otp/request', { token });
  if (asked.status !== 200) throw new Error(`no one-time code: ${JSON.stringify(asked)}`);
  const code = server.sandbox.outbox().find((message) => message.kind === 'oneTimeCode')?.code;
  if (code === undefined || code === null) throw new Error('no one-time code in the outbox');
  return code;
}

/** What the sandbox shows of itself: the outbox and both seeded consumers with their cards and orders. */
export function sandboxSnapshot(sandbox: SandboxApi, tokens: SignedInTokens): unknown {
  return {
    outbox: sandbox.outbox(),
    demo: { consumer: sandbox.fetchConsumer(tokens.demo).consumer, orders: sandbox.listOrders(tokens.demo) },
    level1: {
      consumer: sandbox.fetchConsumer(tokens.level1).consumer,
      orders: sandbox.listOrders(tokens.level1),
    },
  };
}

export interface ApiTestContext {
  server: ApiTestServer;
  /** Full tokens of the seeded consumers, signed in afresh before each test. */
  tokens: SignedInTokens;
  snapshot(): unknown;
}

/**
 * One server per test file; before each test the sandbox and the rate limits' counts are reset, the log
 * emptied and both seeded consumers signed in.
 */
export function apiTestServerPerFile(): () => ApiTestContext {
  let server: ApiTestServer | null = null;
  let tokens: SignedInTokens | null = null;
  beforeAll(async () => {
    server = await startApiTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    if (server === null) throw new Error('the server did not start');
    // The reset tool, so the rate limits' counts are forgotten too: each test starts from a fresh server.
    await server.call('POST', '/sandbox-api/reset');
    tokens = { demo: signInOnSandbox(server.sandbox, DEMO), level1: signInOnSandbox(server.sandbox, LEVEL1) };
    server.logs.length = 0;
  });
  return () => {
    if (server === null || tokens === null) throw new Error('the server is only available inside a test');
    const current = { server, tokens };
    return { ...current, snapshot: () => sandboxSnapshot(current.server.sandbox, current.tokens) };
  };
}
