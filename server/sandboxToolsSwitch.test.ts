import { DEMO, LEVEL1 } from '../src/adapters/contracts/support/accounts';
import { createSandbox } from '../src/adapters/sandbox/createSandbox';
import type { SandboxApi } from '../src/adapters/sandbox/SandboxApi';
import { createApiServer } from './createApiServer';
import { ManualClock } from './ManualClock';
import { sandboxToolsEnabled } from './sandboxToolsSwitch';
import { startApiTestServer, type ApiTestServer, type Method } from './testing/apiTestServer';
import { signInOnSandbox } from './testing/apiTestServerPerFile';
import { servedRoutes } from './testing/servedRoutes';

/**
 * What only a sandbox does, whatever path serves it: read the outbox, reset or seed, show and complete
 * the provider's payment page, complete an identity check, approve one at once (Simulate Success),
 * inject faults, and keep or reveal secrets in its own vault.
 */
const SANDBOX_ONLY = new Set<keyof SandboxApi>([
  'outbox',
  'reset',
  'paymentSession',
  'completePayment',
  'completeIdentityCheck',
  'failNext',
  'simulateKyc',
  'tokenise',
  'revealCardSecret',
]);

function isSandboxOnly(property: string | symbol): property is keyof SandboxApi {
  return typeof property === 'string' && [...SANDBOX_ONLY].some((name) => name === property);
}

/** The sandbox, noting in `calls` each sandbox-only capability a request reaches. */
function watched(sandbox: SandboxApi, calls: string[]): SandboxApi {
  return new Proxy(sandbox, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (!isSandboxOnly(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(property);
        return Reflect.apply(value, target, args);
      };
    },
  });
}

/** Every field any sandbox tool reads, each valid, so no request is refused for its body before a tool runs. */
const EVERY_TOOL_FIELD = {
  outcome: 'approve',
  secret: 'Secret123',
  token: 'card-secret-0',
  call: 'fetchConsumer',
  status: 500,
  ms: 60_000,
};

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'DELETE'];

const REFUSED = {
  status: 403,
  body: { errorCode: 'sandboxToolsDisabled', errorMessage: expect.any(String) },
};

describe('the sandbox tools switch', () => {
  it('is on for development and off in production or with SANDBOX_TOOLS=off', () => {
    expect(sandboxToolsEnabled({})).toBe(true);
    expect(sandboxToolsEnabled({ NODE_ENV: 'development' })).toBe(true);
    expect(sandboxToolsEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(sandboxToolsEnabled({ SANDBOX_TOOLS: 'off' })).toBe(false);
  });
});

describe('a server whose sandbox tools are off (NODE_ENV=production or SANDBOX_TOOLS=off)', () => {
  const calls: string[] = [];
  const clock = new ManualClock();
  const sandbox = createSandbox({ clock: () => clock.now() });
  const options = { sandbox: watched(sandbox, calls), clock, sandboxTools: false, allowedOrigins: [] };
  let server: ApiTestServer;

  beforeAll(async () => {
    server = await startApiTestServer(options);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    sandbox.reset();
    calls.length = 0;
  });

  /** An unpaid order of the demo consumer with a payment open, and the level-1 consumer's identity check under way. */
  function openPaymentAndCheck() {
    const demo = signInOnSandbox(sandbox, DEMO);
    const { orderId } = sandbox.createOrder(demo, 2000);
    const [method] = sandbox.paymentMethods(demo, orderId).paymethods;
    const { redirectUrl } = sandbox.startPayment(demo, orderId, method?.id ?? '', 'key-1');
    const paymentId = redirectUrl.split('/').pop() ?? '';
    const level1 = signInOnSandbox(sandbox, LEVEL1);
    const { reference } = sandbox.initiateKyc(level1);
    return { orderId, paymentId, reference, demo, level1 };
  }

  it('lets no path it serves, under /api, /sandbox-api or elsewhere, reach what only a sandbox does', async () => {
    const { orderId, paymentId, reference, demo, level1 } = openPaymentAndCheck();
    const outbox = sandbox.outbox();
    const segments: Record<string, string> = { orderId, paymentId, reference, cardId: 'card-demo-active' };
    const routes = servedRoutes(createApiServer(options));

    for (const route of routes) {
      const path = route.path.replace(/:(\w+)/g, (_, name: string) => segments[name] ?? name);
      const method = METHODS.find((known) => known === route.method);
      if (method === undefined) throw new Error(`a route answers ${route.method}, which no call sends`);
      // A fresh session each time, so signing out or a fault on one route cannot hide the next.
      const token = signInOnSandbox(sandbox, path.includes('kyc') ? LEVEL1 : DEMO);
      const body = method === 'GET' || method === 'DELETE' ? undefined : EVERY_TOOL_FIELD;
      await server.call(method, `${path}?level=KYC_LEVEL_2`, { token, body });
    }

    expect(routes.length).toBeGreaterThan(50);
    expect(calls).toEqual([]);
    expect(sandbox.getOrder(demo, orderId).clusterStatus).toBe('unpaid');
    expect(sandbox.fetchConsumer(level1).consumer).toMatchObject({ kycLevel: 1, isFullyKnown: false });
    expect(sandbox.outbox().slice(-outbox.length)).toEqual(outbox);
  });

  it('refuses Simulate Success with 403 to a signed-in level-1 consumer, who stays at level 1', async () => {
    const token = signInOnSandbox(sandbox, LEVEL1);

    await expect(
      server.call('GET', '/api/consumer/simulate-kyc?level=KYC_LEVEL_2', { token }),
    ).resolves.toEqual(REFUSED);
    expect(sandbox.fetchConsumer(token).consumer).toMatchObject({ kycLevel: 1, isFullyKnown: false });
  });

  it.each<[Method, string, object | undefined]>([
    ['GET', '/sandbox-api/outbox', undefined],
    ['POST', '/sandbox-api/reset', undefined],
    ['POST', '/sandbox-api/vault/tokenise', { secret: 'x' }],
    ['POST', '/sandbox-api/vault/card-secret', { token: 'card-secret-0' }],
    ['GET', '/sandbox-api/payment/payment-1', undefined],
    ['POST', '/sandbox-api/payment/payment-1/complete', { outcome: 'approve' }],
    ['POST', '/sandbox-api/identity-check/kyc-1', { outcome: 'approve' }],
    ['POST', '/sandbox-api/fail-next', { call: 'fetchConsumer', status: 500 }],
    ['POST', '/sandbox-api/clock/advance', { ms: 1000 }],
    ['POST', '/sandbox-api/seed', {}],
  ])('answers %s %s with 403 sandboxToolsDisabled', async (method, path, body) => {
    const token = signInOnSandbox(sandbox, DEMO);

    await expect(server.call(method, path, { token, body })).resolves.toEqual(REFUSED);
    await expect(server.call(method, path, { body })).resolves.toEqual(REFUSED);
  });

  it('still serves the issuer’s API', async () => {
    await expect(server.call('GET', '/api/consumer')).resolves.toMatchObject({ status: 401 });
    await expect(
      server.call('GET', '/api/consumer', { token: signInOnSandbox(sandbox, DEMO) }),
    ).resolves.toMatchObject({ status: 200 });
  });
});
