import { request } from 'node:http';
import { startApiTestServer, type ApiTestServer } from './testing/apiTestServer';

/** A GET with a Host header of our choosing (fetch may not set one). */
function getWithHost(baseUrl: string, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
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
});
