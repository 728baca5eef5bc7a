import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPT = path.join(__dirname, 'serve-dist.mjs');
const SOURCE_MAP = '{"version":3,"sources":["src/secret.ts"]}';

let dist: string;
let server: ChildProcess;
let baseUrl: string;

/** A build of two files and their source maps, served by `node scripts/serve-dist.mjs` on a free port. */
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'serve-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shop</title>');
  writeFileSync(path.join(dist, 'assets', 'main.0123abcd.js'), 'void 0;');
  writeFileSync(path.join(dist, 'assets', 'main.0123abcd.js.map'), SOURCE_MAP);
  writeFileSync(path.join(dist, 'top.js.map'), SOURCE_MAP);
  server = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, DIST_DIR: dist, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  baseUrl = await new Promise<string>((resolve, reject) => {
    let printed = '';
    server.once('exit', (code) => reject(new Error(`serve-dist exited with ${code}`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(printed)?.[0];
      if (url !== undefined) resolve(url);
    });
  });
});

afterAll(() => {
  server.kill();
  rmSync(dist, { recursive: true, force: true });
});

async function get(address: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${baseUrl}${address}`);
  return { status: response.status, body: await response.text() };
}

describe('scripts/serve-dist.mjs', () => {
  it('serves the build', async () => {
    await expect(get('/assets/main.0123abcd.js')).resolves.toEqual({ status: 200, body: 'void 0;' });
  });

  it.each([
    '/assets/main.0123abcd.js.map',
    '/top.js.map',
    // The static files are found by the decoded path: an escaped letter is the same file.
    '/assets/main.0123abcd.js.%6dap',
    '/assets/main.0123abcd.js.ma%70',
    '/assets/main.0123abcd.js%2Emap',
    '/top.js.%6D%61%70',
    '/assets/main.0123abcd.js.MAP',
  ])('never serves a source map: %s is 404', async (address) => {
    const answer = await get(address);

    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('secret.ts');
  });
});
