import type { Server } from 'node:http';
import { createSandbox } from '../../src/adapters/sandbox/createSandbox';
import type { SandboxApi } from '../../src/adapters/sandbox/SandboxApi';
import { createApiServer, type ApiServerOptions } from '../createApiServer';
import { ManualClock } from '../ManualClock';

export const TEST_APP_ORIGIN = 'http://localhost:8080';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, with the JSON content type (for malformed, oversized or compressed bodies). */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  token?: string | null;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  body: unknown;
}

/** The local API server listening on a free loopback port, over a fresh sandbox on a hand-moved clock. */
export interface ApiTestServer {
  baseUrl: string;
  sandbox: SandboxApi;
  clock: ManualClock;
  /** Every line the server logged, oldest first. */
  logs: string[];
  call(method: Method, path: string, options?: CallOptions): Promise<Answer>;
  /** The same request, answering the raw response (for its headers). */
  send(method: Method, path: string, options?: CallOptions): Promise<Response>;
  close(): Promise<void>;
}

function headersFor(options: CallOptions): Record<string, string> {
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  return {
    ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error('not listening on a TCP port'));
      else resolve(address.port);
    });
  });
}

/** Starts a server; `options` replaces parts of it (another sandbox, no clock …). */
export async function startApiTestServer(options: Partial<ApiServerOptions> = {}): Promise<ApiTestServer> {
  const clock = new ManualClock();
  const logs: string[] = [];
  const sandbox = options.sandbox ?? createSandbox({ clock: () => clock.now() });
  const app = createApiServer({
    sandbox,
    allowedOrigins: [TEST_APP_ORIGIN],
    sandboxTools: true,
    // An answer that drifts from docs/openapi.yaml fails the test that met it (a 500 naming the mismatch).
    validateResponses: true,
    log: (line) => logs.push(line),
    clock,
    ...options,
  });
  const server = app.listen(0, '127.0.0.1');
  // fetch reuses an idle connection: on a busy machine a test may leave one idle past Node's 5 s, and
  // the server closing it just as fetch sends on it fails the call ("other side closed").
  server.keepAliveTimeout = 60_000;
  const baseUrl = `http://127.0.0.1:${await listen(server)}`;
  const send = (method: Method, path: string, callOptions: CallOptions = {}): Promise<Response> =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: headersFor(callOptions),
      body:
        callOptions.rawBody ??
        (callOptions.body === undefined ? undefined : JSON.stringify(callOptions.body)),
    });

  return {
    baseUrl,
    sandbox,
    clock,
    logs,
    send,
    async call(method, path, callOptions = {}) {
      const response = await send(method, path, callOptions);
      return { status: response.status, body: await response.json() };
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
