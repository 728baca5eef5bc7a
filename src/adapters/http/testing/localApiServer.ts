import type { Server } from 'node:http';
import express, { type RequestHandler } from 'express';
import { createApiServer } from '../../../../server/createApiServer';
import { ManualClock } from '../../../../server/ManualClock';
import { createSandbox } from '../../sandbox/createSandbox';

/** The app's origin in these tests: the sandbox's payment page URLs start with it, and it is the one allowed. */
export const TEST_APP_ORIGIN = 'http://localhost:8080';

/** The local API server, listening on a free loopback port. */
export interface LocalApiServer {
  baseUrl: string;
  appOrigin: string;
  /** The server's log lines (one per request, and the stack of each unexpected failure). */
  log: string[];
  /**
   * Rewrites the JSON body of the next answer to a request of that method and path, as an issuer that
   * answers outside its contract would (the answer keeps its status).
   */
  tamperNext(tamper: AnswerTamper): void;
  close(): Promise<void>;
}

/** Which answer to rewrite, and how: `rewrite` gets a copy of the body the server meant to send. */
export interface AnswerTamper {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Matched against the request's path (no query). */
  path: RegExp;
  rewrite: (body: unknown) => unknown;
}

/** In front of the API: the first waiting tamper that matches a request rewrites its answer, once. */
function tampering(tampers: AnswerTamper[]): RequestHandler {
  return (request, response, next) => {
    const tamper = tampers.find(({ method, path }) => method === request.method && path.test(request.path));
    if (tamper !== undefined) {
      tampers.splice(tampers.indexOf(tamper), 1);
      const send = response.json.bind(response);
      response.json = (body: unknown) => send(tamper.rewrite(structuredClone(body)));
    }
    next();
  };
}

/** What a test may choose about the server's sandbox. */
export interface LocalApiServerOptions {
  /** Where the sandbox keeps its state, for a test that arranges a state no call can reach. */
  storage?: Storage;
}

/** Starts the local API server over a fresh seeded sandbox on a hand-moved clock, on 127.0.0.1 and a free port. */
export async function startLocalApiServer(options: LocalApiServerOptions = {}): Promise<LocalApiServer> {
  const clock = new ManualClock();
  const sandbox = createSandbox({
    clock: () => clock.now(),
    origin: TEST_APP_ORIGIN,
    storage: options.storage,
  });
  const log: string[] = [];
  const tampers: AnswerTamper[] = [];
  const app = express()
    .use(tampering(tampers))
    .use(
      createApiServer({
        sandbox,
        allowedOrigins: [TEST_APP_ORIGIN],
        sandboxTools: true,
        clock,
        log: (line) => log.push(line),
      }),
    );
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the API server has no TCP address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    appOrigin: TEST_APP_ORIGIN,
    log,
    tamperNext: (tamper) => tampers.push(tamper),
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Kept-alive connections would hold the server open until they time out.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** One server for the whole test file: started before its first test, closed after its last. */
export function localApiServerForFile(options: LocalApiServerOptions = {}): () => LocalApiServer {
  let current: LocalApiServer | null = null;
  beforeAll(async () => {
    current = await startLocalApiServer(options);
  });
  afterAll(async () => {
    await current?.close();
    current = null;
  });
  return () => {
    if (current === null) throw new Error('the API server only runs inside the test file’s tests');
    return current;
  };
}
