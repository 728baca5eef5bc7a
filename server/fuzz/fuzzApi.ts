import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
// The package's own entry (`main`) is its command line, which runs on import: the class is its engine.
import { Portman } from '@apideck/portman/dist/Portman';
import { run as runNewman, type NewmanRunSummary } from 'newman';
import { parse } from 'yaml';
import { DEFAULT_SANDBOX_ORIGIN } from '../../src/adapters/sandbox/createSandbox';
import { createApiServer } from '../createApiServer';
import { OPENAPI_DOCUMENT } from '../http/openApiValidation';
import { createServerSandbox } from '../serverSandbox';

/**
 * `npm run fuzz:api`: Portman writes a Postman collection from docs/openapi.yaml (one request per
 * operation, with the document's example values, plus its fuzzing variations: required fields, headers
 * and query parameters left out, numbers and lengths past their bounds), and Newman sends it to the
 * local API server on loopback, signed in as the seeded demo consumer, with that consumer's card and
 * order in the paths. The server checks every answer against the document, as in its tests, so an
 * answer off the document is a 500 too. Fails on any 5xx, a network failure or a failed check.
 */

/** Left out: the reset would end the run's session and fault injection fails the next call on purpose. */
const LEFT_OUT = ['reset', 'failNext'];
/** A request that takes longer than this fails the run; the whole run is bounded too. */
const REQUEST_TIMEOUT_MS = 10_000;
const RUN_TIMEOUT_MS = 5 * 60_000;

interface Session {
  bearerToken: string;
  /** For sign-out, so signing out ends another session than the run's. */
  spareToken: string;
  cardId: string;
  orderId: string;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error('not listening on a TCP port'));
      else resolve(`http://127.0.0.1:${address.port}`);
    });
  });
}

async function call(baseUrl: string, method: string, route: string, token: string | null, body?: object) {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

function field(value: unknown, ...keys: (string | number)[]): string {
  let current = value;
  for (const key of keys) {
    current = typeof current === 'object' && current !== null ? Reflect.get(current, key) : undefined;
  }
  if (typeof current !== 'string') throw new Error(`no ${keys.join('.')} in ${JSON.stringify(value)}`);
  return current;
}

/** Signs the seeded demo consumer (README) in over the API, reading the one-time code from the outbox. */
async function signIn(baseUrl: string): Promise<string> {
  const login = await call(baseUrl, 'POST', '/api/consumer/login', null, {
    email: 'demo@example.com',
    password: 'Demo1234',
  });
  const outbox = await call(baseUrl, 'GET', '/sandbox-api/outbox', null);
  const code = field(outbox, 'messages', 0, 'code');
  return field(
    await call(baseUrl, 'POST', '/api/consumer/otp/verify', field(login, 'token'), { code }),
    'token',
  );
}

async function openSession(baseUrl: string): Promise<Session> {
  const bearerToken = await signIn(baseUrl);
  const consumer = await call(baseUrl, 'GET', '/api/consumer', bearerToken);
  const orders = await call(baseUrl, 'GET', '/api/consumer/orders', bearerToken);
  // A second sign-in within the minute takes over the code already texted.
  const spareToken = await signIn(baseUrl);
  return {
    bearerToken,
    spareToken,
    cardId: field(consumer, 'consumer', 'cards', 0, 'id'),
    orderId: field(orders, 'orders', 0, 'id'),
  };
}

const FUZZ_EVERYTHING = {
  requiredFields: { enabled: true },
  minimumNumberFields: { enabled: true },
  maximumNumberFields: { enabled: true },
  minLengthFields: { enabled: true },
  maxLengthFields: { enabled: true },
};

/** The checks every request and every variation gets, in Postman's script language. */
function answerChecks(errorBodySchema: unknown): string[] {
  return [
    `pm.test('[fuzz] no 5xx: the server neither failed nor answered off the document', function () {
      pm.expect(pm.response.code, pm.response.text()).to.be.below(500);
    });`,
    `pm.test('[fuzz] a refusal carries the document\\'s ErrorBody', function () {
      if (pm.response.code >= 400) pm.response.to.have.jsonSchema(${JSON.stringify(errorBodySchema)});
    });`,
  ];
}

interface Operation {
  operationId: string;
  route: string;
}

/** Every operation of the document, with its path. */
function operationsOf(document: unknown): Operation[] {
  const paths: unknown = Reflect.get(Object(document), 'paths');
  return Object.entries(Object(paths)).flatMap(([route, item]) =>
    Object.values(Object(item)).flatMap((operation) => {
      const operationId: unknown = Reflect.get(Object(operation), 'operationId');
      return typeof operationId === 'string' ? [{ operationId, route }] : [];
    }),
  );
}

/** The run's ids in the paths that name one: the demo consumer's order and card. */
const PATH_IDS = ['orderId', 'cardId'];

/**
 * The operations sharing what they overwrite: one group per path id, and sign-out, which ends the
 * spare session rather than the run's; the rest is sent as the document's examples give it.
 */
function overwriteGroups(operations: Operation[]) {
  const withId = (key: string) => operations.filter(({ route }) => route.includes(`{${key}}`));
  const groups = PATH_IDS.map((key) => ({
    openApiOperationIds: withId(key).map(({ operationId }) => operationId),
    overwriteRequestPathVariables: [{ key, value: `{{${key}}}`, overwrite: true }],
  }));
  const logout = {
    openApiOperationIds: ['logout'],
    overwriteRequestHeaders: [{ key: 'Authorization', value: 'Bearer {{spareToken}}', overwrite: true }],
  };
  const grouped = new Set([...groups, logout].flatMap((group) => group.openApiOperationIds));
  const rest = {
    openApiOperationIds: operations.map(({ operationId }) => operationId).filter((id) => !grouped.has(id)),
  };
  return [...groups, logout, rest];
}

/** The Portman settings: contract checks, the fuzzing variations, the session and ids of the run. */
function portmanConfig(document: unknown): object {
  const extendTests = [{ openApiOperation: '*::/*', tests: answerChecks(errorBodySchema(document)) }];
  const groups = overwriteGroups(operationsOf(document));
  // Portman applies a variation's overwrites to every request of the variation: one variation per group.
  const variationTests = groups.map(({ openApiOperationIds, ...overwrite }) => ({
    openApiOperationIds,
    openApiResponse: '400',
    variations: [
      {
        name: 'Fuzz',
        fuzzing: [
          {
            requestBody: [FUZZ_EVERYTHING],
            requestQueryParams: [FUZZ_EVERYTHING],
            requestHeaders: [FUZZ_EVERYTHING],
          },
        ],
        overwrites: Object.keys(overwrite).length === 0 ? [] : [{ openApiOperationIds, ...overwrite }],
        tests: { extendTests },
      },
    ],
  }));
  return {
    version: 1.0,
    tests: {
      contractTests: [
        { openApiOperation: '*::/*', contentType: { enabled: true } },
        { openApiOperation: '*::/*', jsonBody: { enabled: true } },
      ],
      extendTests,
      variationTests,
    },
    overwrites: groups.filter((group) => Object.keys(group).length > 1),
    globals: { securityOverwrites: { bearer: { token: '{{bearerToken}}' } } },
  };
}

/** The document's ErrorBody with its one reference written in place, for Postman's schema check. */
function errorBodySchema(document: unknown): unknown {
  const schemas: unknown = Reflect.get(Object(Reflect.get(Object(document), 'components')), 'schemas');
  const text = JSON.stringify(Reflect.get(Object(schemas), 'ErrorBody'));
  const invalidField = JSON.stringify(Reflect.get(Object(schemas), 'InvalidField'));
  return JSON.parse(text.replace('{"$ref":"#/components/schemas/InvalidField"}', invalidField));
}

function newmanRun(collection: string, baseUrl: string, session: Session): Promise<NewmanRunSummary> {
  return new Promise((resolve, reject) => {
    runNewman(
      {
        collection,
        // The document names the default port; the run's server listens on another.
        envVar: Object.entries({ ...session, baseUrl }).map(([key, value]) => ({ key, value })),
        reporters: ['cli'],
        // One line per request and the summary table; only failed checks are spelled out.
        reporter: { cli: { noSuccessAssertions: true } },
        timeoutRequest: REQUEST_TIMEOUT_MS,
        timeout: RUN_TIMEOUT_MS,
        ignoreRedirects: true,
      },
      (error, summary) => (error === null ? resolve(summary) : reject(error)),
    );
  });
}

async function main(): Promise<void> {
  const app = createApiServer({
    sandbox: createServerSandbox(DEFAULT_SANDBOX_ORIGIN),
    allowedOrigins: [DEFAULT_SANDBOX_ORIGIN],
    sandboxTools: true,
    validateResponses: true,
    log: (line) => {
      if (!line.startsWith('Internal error') && !line.startsWith('Answer off contract')) return;
      process.stderr.write(`[server] ${line}\n`);
    },
  });
  const server = app.listen(0, '127.0.0.1');
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'fuzz-api-'));
  const home = process.cwd();
  try {
    const baseUrl = await listen(server);
    const session = await openSession(baseUrl);
    const configFile = path.join(workDir, 'portman-config.json');
    writeFileSync(configFile, JSON.stringify(portmanConfig(parse(readFileSync(OPENAPI_DOCUMENT, 'utf8')))));
    const filterFile = path.join(workDir, 'filter.json');
    writeFileSync(filterFile, JSON.stringify({ operationIds: LEFT_OUT }));
    const collection = path.join(workDir, 'collection.json');
    // Portman writes its working files under ./tmp: the run's own folder, not the repository.
    process.chdir(workDir);
    // The options as Portman's command line hands them to its engine (oaLocal, the config paths).
    await new Portman({
      oaLocal: OPENAPI_DOCUMENT,
      baseUrl,
      output: collection,
      portmanConfigFile: configFile,
      portmanConfigPath: configFile,
      postmanConfigPath: require.resolve('@apideck/portman/postman-config.default.json'),
      filterFile,
      includeTests: true,
      runNewman: false,
      logAssignVariables: false,
      warn: false,
    }).run();
    const summary = await newmanRun(collection, baseUrl, session);
    const { requests, assertions } = summary.run.stats;
    const failures = summary.run.failures.length;
    process.stdout.write(
      `fuzz:api: ${requests.total} requests, ${assertions.total} checks, ${failures} failed (server on ${baseUrl})\n`,
    );
    if (failures > 0 || (requests.failed ?? 0) > 0) process.exitCode = 1;
  } finally {
    process.chdir(home);
    rmSync(workDir, { recursive: true, force: true });
    server.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `fuzz:api could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
