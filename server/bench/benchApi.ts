import autocannon from 'autocannon';
import { createSandbox } from '../../src/adapters/sandbox/createSandbox';
import { DEMO_CREDENTIALS } from '../../src/adapters/sandbox/seed/accounts';
import { createApiServer } from '../createApiServer';

/**
 * `npm run bench:api`: how fast the local API server reads the signed-in consumer, before and after
 * 2000 sign-ins, on loopback with fixed request counts. Fails when the second figure falls more than
 * 20 % below the first (the state must not grow with every sign-in). Rate limits are off here: the
 * bench measures the routes, from one address (server/http/rateLimits.test.ts proves the limits).
 */
const READS = 5000;
const SIGN_INS = 2000;
const CONNECTIONS = 10;
const WARM_UP_READS = 1000;
const MAX_SLOWDOWN = 0.2;

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

async function run(options: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon({ connections: CONNECTIONS, ...options });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0)
    throw new Error(`${failures} of ${options.amount ?? 0} requests to ${options.url} failed`);
  return result;
}

async function readConsumer(url: string, token: string, amount: number): Promise<Figures> {
  const result = await run({
    url: `${url}/api/consumer`,
    amount,
    headers: { Authorization: `Bearer ${token}` },
  });
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    requestsPerSecond: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

async function signIn(url: string, sandbox: ReturnType<typeof createSandbox>): Promise<string> {
  const post = (path: string, body: object, token?: string) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ token: string }>);
  const { token } = await post('/api/consumer/login', DEMO_CREDENTIALS);
  const code = sandbox.outbox().find((message) => message.kind === 'oneTimeCode')?.code ?? '';
  return (await post('/api/consumer/otp/verify', { code }, token)).token;
}

function row(label: string, figures: Figures): string {
  const rate = figures.requestsPerSecond.toFixed(0).padStart(8);
  return `${label.padEnd(28)}${rate} req/s   p50 ${String(figures.p50).padStart(4)} ms   p99 ${String(figures.p99).padStart(4)} ms`;
}

async function main(): Promise<void> {
  const sandbox = createSandbox();
  const app = createApiServer({
    sandbox,
    allowedOrigins: [],
    sandboxTools: false,
    rateLimited: false,
    log: () => {},
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the API server has no TCP address');
  const url = `http://127.0.0.1:${address.port}`;
  try {
    const token = await signIn(url, sandbox);
    await readConsumer(url, token, WARM_UP_READS);
    const before = await readConsumer(url, token, READS);
    await run({
      url: `${url}/api/consumer/login`,
      amount: SIGN_INS,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_CREDENTIALS),
    });
    const after = await readConsumer(url, token, READS);
    const change = after.requestsPerSecond / before.requestsPerSecond - 1;
    process.stdout.write(
      [
        `GET /api/consumer, ${READS} requests over ${CONNECTIONS} connections each time`,
        row('before sign-ins', before),
        row(`after ${SIGN_INS} sign-ins`, after),
        `throughput change: ${(change * 100).toFixed(1)} % (allowed: down to -${MAX_SLOWDOWN * 100} %)`,
        '',
      ].join('\n'),
    );
    if (change < -MAX_SLOWDOWN) process.exitCode = 1;
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:api failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
