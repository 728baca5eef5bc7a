import type { Server } from 'node:http';
import autocannon from 'autocannon';
import type { SandboxApi } from '../../src/adapters/sandbox/SandboxApi';
import { DEMO_CREDENTIALS } from '../../src/adapters/sandbox/seed/accounts';
import { createApiServer } from '../createApiServer';
import { createServerSandbox } from '../serverSandbox';

/**
 * `npm run bench:api`: how fast the local API server reads the signed-in consumer (GET /api/consumer),
 * on loopback with fixed request counts or durations, quiet and under three loads:
 * - 2000 sign-ins first (the state must not grow with every sign-in);
 * - one account with 1500 orders listing them over 4 connections without pause;
 * - four anonymous clients sending the costliest GraphQL document they can.
 * It fails when any loaded figure falls more than 20 % below its quiet one (for the two last loads, the
 * mean of the reads just before and just after, the machine being shared). The sign-ins run on a
 * server without rate limits (they come from one address); the two other loads meet the server as it
 * is configured, rate limits included, since those are part of the defence. It also prints what one
 * list of 1500 orders and each GraphQL document cost alone, rate limits aside.
 */
const READS = 5000;
const SIGN_INS = 2000;
const CONNECTIONS = 10;
const WARM_UP_READS = 1000;
const MAX_SLOWDOWN = 0.2;
const HEAVY_ORDERS = 1500;
const LOADED_SECONDS = 8;
const LOAD_CONNECTIONS = 4;
const SOLO_WARM_UP = 3;
const SOLO_REQUESTS = 15;

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

interface Comparison {
  label: string;
  quiet: Figures;
  loaded: Figures;
}

function figuresOf(result: autocannon.Result): Figures {
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return { requestsPerSecond: result['2xx'] / seconds, p50: result.latency.p50, p99: result.latency.p99 };
}

async function run(options: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon({ connections: CONNECTIONS, ...options });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0)
    throw new Error(`${failures} of ${options.amount ?? 0} requests to ${options.url} failed`);
  return result;
}

const readsOf = (url: string, token: string) => ({
  url: `${url}/api/consumer`,
  headers: { Authorization: `Bearer ${token}` },
});

async function readConsumer(url: string, token: string, amount: number): Promise<Figures> {
  return figuresOf(await run({ ...readsOf(url, token), amount }));
}

/** The consumer read for LOADED_SECONDS while `load` runs without pause; its answers may be refusals. */
async function readConsumerUnder(
  url: string,
  token: string,
  load: autocannon.Options | null,
): Promise<{ reads: Figures; load: string }> {
  let stop = () => {};
  const loaded = new Promise<autocannon.Result | null>((resolve, reject) => {
    if (load === null) {
      resolve(null);
      return;
    }
    const instance = autocannon(
      { connections: LOAD_CONNECTIONS, duration: 3600, ...load },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    stop = () => instance.stop();
  });
  const reads = await autocannon({
    ...readsOf(url, token),
    connections: CONNECTIONS,
    duration: LOADED_SECONDS,
  });
  stop();
  const loadResult = await loaded;
  const statuses = Object.entries(loadResult?.statusCodeStats ?? {})
    .map(([status, { count }]) => `${count ?? 0} × ${status}`)
    .join(', ');
  const failures = reads.non2xx + reads.errors + reads.timeouts;
  return {
    reads: figuresOf(reads),
    load: `${statuses || 'none answered'}${failures > 0 ? `; ${failures} reads failed` : ''}`,
  };
}

interface Loaded {
  before: Figures;
  under: Figures;
  after: Figures;
  /** What the load's requests were answered. */
  load: string;
}

/**
 * Another consumer's reads quiet, under `load`, then quiet again: the quiet figure compared is the
 * mean of the two, so that the shared machine's drift weighs on both sides alike.
 */
async function readsAroundLoad(url: string, token: string, load: autocannon.Options): Promise<Loaded> {
  const before = (await readConsumerUnder(url, token, null)).reads;
  const under = await readConsumerUnder(url, token, load);
  const after = (await readConsumerUnder(url, token, null)).reads;
  return { before, under: under.reads, after, load: under.load };
}

function quietOf({ before, after }: Loaded): Figures {
  const mean = (a: number, b: number) => (a + b) / 2;
  return {
    requestsPerSecond: mean(before.requestsPerSecond, after.requestsPerSecond),
    p50: mean(before.p50, after.p50),
    p99: mean(before.p99, after.p99),
  };
}

/** Milliseconds one request takes alone: the median of SOLO_REQUESTS sent one after the other, after a warm-up. */
async function soloCost(request: () => Promise<Response>): Promise<number> {
  const durations: number[] = [];
  for (let sent = 0; sent < SOLO_WARM_UP + SOLO_REQUESTS; sent += 1) {
    const started = performance.now();
    await (await request()).arrayBuffer();
    if (sent >= SOLO_WARM_UP) durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return durations[Math.floor(durations.length / 2)] ?? Number.NaN;
}

function signIn(sandbox: SandboxApi, credentials: { email: string; password: string }): string {
  const { token } = sandbox.login(credentials);
  const code = sandbox.outbox().find((message) => message.kind === 'oneTimeCode')?.code ?? '';
  return sandbox.verifyOneTimeCode(token, code).token;
}

/**
 * A fully known consumer who ordered HEAVY_ORDERS cards, starting a payment for each and cancelling
 * it: made straight on the sandbox, as only the rules it enforces can stop it (no rate limit applies).
 */
function heavyAccount(sandbox: SandboxApi): { token: string; payments: number; refused: string } {
  const { token } = sandbox.register({
    email: 'heavy@example.com',
    countryCode: '33',
    number: '612000099',
    acceptedTerms: true,
    password: sandbox.tokenise('Heavy1234'),
  });
  sandbox.simulateKyc(token, 'KYC_LEVEL_2');
  let payments = 0;
  const refusals = new Map<string, number>();
  for (let ordered = 0; ordered < HEAVY_ORDERS; ordered += 1) {
    const { orderId } = sandbox.createOrder(token, 500);
    try {
      sandbox.startPayment(token, orderId, 'visa', `heavy-${ordered}`);
      payments += 1;
    } catch (error) {
      const code = error instanceof Error ? error.message : String(error);
      refusals.set(code, (refusals.get(code) ?? 0) + 1);
    }
    sandbox.cancelOrder(token, orderId);
  }
  const refused = [...refusals].map(([why, count]) => `${count} × "${why}"`).join(', ');
  return { token, payments, refused };
}

/**
 * 96 kB of one field repeated with its selection, as the second probe sent: graphql-js' overlap rule
 * compares each pair (0.5 to 1.5 s before the limits).
 */
const PROBE_DOCUMENT = `{ ${'news(merchant:"shop_en",limit:1){title} '.repeat(2400)}}`;

/** Documents an anonymous client may send, each as costly as it can make it within some limit. */
const GRAPHQL_DOCUMENTS: Record<string, string> = {
  'the probe’s 96 kB': PROBE_DOCUMENT,
  '1 kB of one repeated field': `{ news(merchant: "shop_en", limit: 1) { ${'title '.repeat(160)}} }`,
  '20 fields, executed': `{ ${Array.from({ length: 10 }, (_, index) => `n${index}: news(merchant: "shop_en", limit: 1000) { title }`).join(' ')} }`,
  '200 tokens of arguments': `{ news(merchant: "shop_en", limit: 1 ${'a: 1 '.repeat(60)}) { title } }`,
  '45 unused variables': `query (${Array.from({ length: 45 }, (_, index) => `$v${index}: Int`).join(' ')}) { news(merchant: "shop_en", limit: 1) { title } }`,
  '25 directives': `{ news(merchant: "shop_en", limit: 1) ${'@skip(if: false) '.repeat(25)}{ title } }`,
};

function row(label: string, figures: Figures): string {
  const rate = figures.requestsPerSecond.toFixed(0).padStart(8);
  return `${label.padEnd(48)}${rate} req/s   p50 ${String(figures.p50).padStart(5)} ms   p99 ${String(figures.p99).padStart(5)} ms`;
}

function change(comparison: Comparison): number {
  return comparison.loaded.requestsPerSecond / comparison.quiet.requestsPerSecond - 1;
}

function changeLine(comparison: Comparison): string {
  return `${comparison.label}: ${(change(comparison) * 100).toFixed(1)} % (allowed: down to -${MAX_SLOWDOWN * 100} %)`;
}

async function listen(server: Server): Promise<string> {
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the API server has no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

async function main(): Promise<void> {
  const sandbox = createServerSandbox();
  const options = { sandbox, allowedOrigins: [], sandboxTools: false, log: () => {} };
  // Both servers over one sandbox: one measures the routes alone, the other as configured.
  const bare = createApiServer({ ...options, rateLimited: false }).listen(0, '127.0.0.1');
  const guarded = createApiServer(options).listen(0, '127.0.0.1');
  const [url, guardedUrl] = await Promise.all([listen(bare), listen(guarded)]);
  const out = (lines: string[]) => process.stdout.write(`${lines.join('\n')}\n\n`);
  const comparisons: Comparison[] = [];
  try {
    const token = signIn(sandbox, DEMO_CREDENTIALS);
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
    comparisons.push({ label: 'after sign-ins', quiet: before, loaded: after });
    out([
      `GET /api/consumer, ${READS} requests over ${CONNECTIONS} connections each time`,
      row('before sign-ins', before),
      row(`after ${SIGN_INS} sign-ins`, after),
    ]);

    const reader = signIn(sandbox, DEMO_CREDENTIALS);
    const heavy = heavyAccount(sandbox);
    const listOrders = () =>
      fetch(`${url}/api/consumer/orders`, { headers: { Authorization: `Bearer ${heavy.token}` } });
    const listCost = await soloCost(listOrders);
    const underHeavy = await readsAroundLoad(guardedUrl, reader, {
      url: `${guardedUrl}/api/consumer/orders`,
      headers: { Authorization: `Bearer ${heavy.token}` },
    });
    comparisons.push({ label: 'heavy account', quiet: quietOf(underHeavy), loaded: underHeavy.under });
    out([
      `One account with ${HEAVY_ORDERS} orders (${heavy.payments} payments started${heavy.refused ? `; refused: ${heavy.refused}` : ''})`,
      `one list of its orders alone (median): ${listCost.toFixed(1)} ms`,
      `GET /api/consumer by another consumer, ${LOADED_SECONDS} s over ${CONNECTIONS} connections`,
      row('quiet, before', underHeavy.before),
      row(`while it lists over ${LOAD_CONNECTIONS} connections`, underHeavy.under),
      row('quiet, after', underHeavy.after),
      `its lists were answered: ${underHeavy.load}`,
    ]);

    const graphql = (document: string, target = url) =>
      fetch(`${target}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: document }),
      });
    const costs: [string, number, number][] = [];
    for (const [name, document] of Object.entries(GRAPHQL_DOCUMENTS)) {
      const status = (await graphql(document)).status;
      costs.push([name, await soloCost(() => graphql(document)), status]);
    }
    const [worstName] = costs.reduce((worst, cost) => (cost[1] > worst[1] ? cost : worst));
    const worst = GRAPHQL_DOCUMENTS[worstName] ?? PROBE_DOCUMENT;
    const underGraphql = await readsAroundLoad(guardedUrl, reader, {
      url: `${guardedUrl}/graphql`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: worst }),
    });
    comparisons.push({
      label: 'GraphQL worst case',
      quiet: quietOf(underGraphql),
      loaded: underGraphql.under,
    });
    out([
      'POST /graphql, each document alone (median, rate limits aside):',
      ...costs.map(
        ([name, ms, status]) => `  ${name.padEnd(30)}${ms.toFixed(2).padStart(9)} ms  (${status})`,
      ),
      `GET /api/consumer by another consumer, ${LOADED_SECONDS} s over ${CONNECTIONS} connections`,
      row('quiet, before', underGraphql.before),
      row(`while ${LOAD_CONNECTIONS} clients send "${worstName}"`, underGraphql.under),
      row('quiet, after', underGraphql.after),
      `their documents were answered: ${underGraphql.load}`,
    ]);

    out([
      'Throughput change, loaded against quiet (the mean of before and after):',
      ...comparisons.map(changeLine),
    ]);
    if (comparisons.some((comparison) => change(comparison) < -MAX_SLOWDOWN)) process.exitCode = 1;
  } finally {
    for (const server of [bare, guarded]) {
      server.closeAllConnections();
      server.close();
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:api failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
