import { request, type IncomingHttpHeaders } from 'node:http';
import { startApiTestServer, type ApiTestServer } from './testing/apiTestServer';

interface RawAnswer {
  status: number;
  body: string;
  headers: IncomingHttpHeaders;
}

/** A GET with a Host header of our choosing (fetch may not set one). */
function getWithHost(baseUrl: string, path: string, host: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the local API server, hardened', () => {
  let server: ApiTestServer;
  beforeAll(async () => {
    server = await startApiTestServer();
  });
  afterAll(() => server.close());

  it('sends no-store, nosniff, no-referrer and frame-ancestors none, and no ETag, on personal data', async () => {
    const response = await fetch(`${server.baseUrl}/api/consumer`);

    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('answers only to loopback names: another Host (DNS rebinding) is refused with 421', async () => {
    const foreign = await getWithHost(server.baseUrl, '/api/news', 'attacker.example:80');
    const local = await getWithHost(server.baseUrl, '/api/consumer', 'localhost:8081');

    expect(foreign.status).toBe(421);
    expect(JSON.parse(foreign.body)).toMatchObject({ errorCode: 'unknownHost' });
    expect(local.status).toBe(401);
  });

  it.each([
    ['a foreign Host (421)', '/api/consumer', 'attacker.example', 421],
    ['a malformed path (400)', '/api/card/%', 'localhost', 400],
    ['no session (401)', '/api/consumer', 'localhost', 401],
    ['an unknown path (404)', '/nowhere', '127.0.0.1', 404],
  ])('sends the security headers with the refusal of %s', async (_, path, host, status) => {
    const { status: answered, headers } = await getWithHost(server.baseUrl, path, host);

    expect(answered).toBe(status);
    expect(headers).toMatchObject({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'strict-transport-security': expect.any(String),
      'x-frame-options': 'SAMEORIGIN',
    });
  });
});
