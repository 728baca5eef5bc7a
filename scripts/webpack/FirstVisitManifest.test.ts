import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { FIRST_VISIT_MANIFEST, FirstVisitManifest } from './FirstVisitManifest';

/**
 * Builds a small app with the plugin: an entry, two lazy route families sharing a module, the shell's
 * texts in one chunk and a family's locale file in another, as the app's loadTexts.ts names them.
 */
function build(dir: string): Promise<void> {
  const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
  // Large enough that webpack splits the shared module into a chunk of its own.
  write('shared.js', `export const words = ${JSON.stringify('a shared module '.repeat(3000))};`);
  write('landing.css', '.landing { color: blue }');
  write(
    'landing.js',
    `import './landing.css'; import { words } from './shared'; export default words.length;`,
  );
  write('cards.js', `import { words } from './shared'; export default words.slice(1);`);
  write('shell.json', '{ "shell": { "title": "Shop" } }');
  write('cards.json', '{ "cards": { "title": "Cards" } }');
  write(
    'main.js',
    `import(/* webpackChunkName: "landing" */ './landing');
     import(/* webpackChunkName: "cards" */ './cards');
     import(/* webpackChunkName: "texts-en" */ './shell.json');
     import(/* webpackChunkName: "texts-en-cards-json" */ './cards.json');`,
  );
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './main.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].js' },
    optimization: { splitChunks: { chunks: 'all', minSize: 1000 }, minimize: false },
    module: {
      rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }],
    },
    plugins: [
      new MiniCssExtractPlugin({ chunkFilename: '[name].css' }),
      new FirstVisitManifest({ languages: ['en'], familyFiles: { landing: [], cards: ['cards'] } }),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else compiler.close(() => resolve());
    }),
  );
}

describe('FirstVisitManifest', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'first-visit-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("lists the entry's scripts and, per named lazy group, every script it adds, shared chunks included", async () => {
    await build(dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'dist', FIRST_VISIT_MANIFEST), 'utf8')) as {
      entry: string[];
      groups: Record<string, string[]>;
      texts: Record<string, Record<string, string[]>>;
      styles: Record<string, string[]>;
    };

    expect(manifest.entry).toEqual(['main.js']);
    expect(Object.keys(manifest.groups).sort()).toEqual([
      'cards',
      'landing',
      'texts-en',
      'texts-en-cards-json',
    ]);
    const shared = manifest.groups.landing?.find((file) => file !== 'landing.js');
    expect(shared).toBeDefined();
    expect(manifest.groups.landing).toEqual([shared, 'landing.js'].sort());
    expect(manifest.groups.cards).toEqual(['cards.js', shared].sort());
    // Each family's texts: the shell's, and its own files'.
    expect(manifest.texts).toEqual({
      landing: { en: ['texts-en.js'] },
      cards: { en: ['texts-en-cards-json.js', 'texts-en.js'] },
    });
    // The style sheets a group adds: a prerendered page links its family's.
    expect(manifest.styles).toEqual({ landing: ['landing.css'] });
  });
});
