import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPT = path.join(__dirname, 'serve-dist.mjs');
const SOURCE_MAP = '{"version":3,"sources":["src/secret.ts"]}';
const SECRET = 'API_TOKEN=do-not-serve';

let folder: string;
let server: ChildProcess;
let baseUrl: string;

/**
 * A small build as webpack writes it (the app's shell, its prerendered pages in both languages, an
 * asset and source maps) and a real dotfile, inside a folder whose path has a segment starting with a
 * dot, as a clone inside ~/.cache has.
 */
function writeBuild(dist: string): void {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<title>shell</title>');
  writeFileSync(path.join(dist, 'assets', 'main.0123abcd.js'), 'void 0;');
  // Above the size compression leaves alone (1 kB).
  writeFileSync(path.join(dist, 'assets', 'vendor.0123abcd.js'), 'void 0;\n'.repeat(500));
  writeFileSync(path.join(dist, 'assets', 'main.0123abcd.js.map'), SOURCE_MAP);
  writeFileSync(path.join(dist, 'top.js.map'), SOURCE_MAP);
  writeFileSync(path.join(dist, '.env'), SECRET);
  writeFileSync(path.join(dist, 'assets', '.env'), SECRET);
  const routes = [
    { path: '/', family: 'landing', file: 'index.html', reads: ['video'] },
    { path: '/auth', family: 'auth', file: 'auth.html', reads: ['reg', 'kyc'] },
  ];
  for (const language of ['en', 'fr']) {
    mkdirSync(path.join(dist, 'pages', language), { recursive: true });
    for (const route of routes) {
      writeFileSync(
        path.join(dist, 'pages', language, route.file),
        `<title>${language} ${route.path}</title>`,
      );
    }
  }
  writeFileSync(path.join(dist, 'pages', 'manifest.json'), JSON.stringify(routes));
}

/** `node scripts/serve-dist.mjs` serving that build on a free port; answers its address. */
function serve(
  dist: string,
  env: Record<string, string> = {},
): { process: ChildProcess; url: Promise<string> } {
  const child = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, DIST_DIR: dist, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise<string>((resolve, reject) => {
    let printed = '';
    child.once('exit', (code) => reject(new Error(`serve-dist exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const address = /http:\/\/127\.0\.0\.1:\d+/.exec(printed)?.[0];
      if (address !== undefined) resolve(address);
    });
  });
  return { process: child, url };
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'serve-dist-'));
  const dist = path.join(folder, '.cache', 'shop', 'dist');
  writeBuild(dist);
  const started = serve(dist);
  server = started.process;
  baseUrl = await started.url;
});

afterAll(() => {
  server.kill();
  rmSync(folder, { recursive: true, force: true });
});

async function get(address: string, language = 'en'): Promise<{ status: number; body: string }> {
  const response = await fetch(`${baseUrl}${address}`, { headers: { 'Accept-Language': language } });
  return { status: response.status, body: await response.text() };
}

describe('scripts/serve-dist.mjs, serving a build from a folder inside a hidden one (.cache)', () => {
  it.each([
    ['/', 'en', '<title>en /</title>'],
    ['/', 'fr', '<title>fr /</title>'],
    ['/auth', 'en', '<title>en /auth</title>'],
    ['/auth', 'fr', '<title>fr /auth</title>'],
    // An address read by the page itself gets the app's shell, as every other client route.
    ['/?video=true', 'en', '<title>shell</title>'],
    ['/consumer/cards', 'en', '<title>shell</title>'],
    ['/consumer/set-password/n0nce/camille@example.com', 'fr', '<title>shell</title>'],
    ['/assets/main.0123abcd.js', 'en', 'void 0;'],
  ])('serves %s (%s)', async (address, language, body) => {
    await expect(get(address, language)).resolves.toEqual({ status: 200, body });
  });

  it.each(['/.env', '/assets/.env', '/%2Eenv', '/assets/%2eenv'])(
    'never serves a dotfile of the build: %s is 404',
    async (address) => {
      const answer = await get(address);

      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain(SECRET);
    },
  );

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

describe('scripts/serve-dist.mjs, compressing', () => {
  async function encodingOf(url: string): Promise<string | null> {
    const response = await fetch(`${url}/assets/vendor.0123abcd.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    return response.headers.get('Content-Encoding');
  }

  it('sends the files gzipped with SERVE_GZIP=on, as a production host (npm run bench:lighthouse)', async () => {
    const gzipped = serve(path.join(folder, '.cache', 'shop', 'dist'), { SERVE_GZIP: 'on' });
    try {
      await expect(encodingOf(await gzipped.url)).resolves.toBe('gzip');
    } finally {
      gzipped.process.kill();
    }
  });

  it('sends them as they are otherwise (the tests on loopback)', async () => {
    await expect(encodingOf(baseUrl)).resolves.toBeNull();
  });
});
