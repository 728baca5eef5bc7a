import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_FAMILY_TEXTS, SHELL_TEXTS, type TextPart } from './textParts';

// Reads the source: which modules each part of the app is made of (its static imports, from the
// modules a chunk starts at), and which locale files their keys name (`'cards.title'`,
// `` `cards.status.${status}` ``). A part shows only texts it has downloaded, so each part's files
// must cover its modules' keys, the shell's those of the modules every page loads.

const SRC = path.join(__dirname, '..', '..');
const LOCALE_FILES = readdirSync(path.join(SRC, '..', 'locales', 'en')).map((file) =>
  file.replace(/\.json$/, ''),
);

const source = (file: string) => readFileSync(file, 'utf8');
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

function resolveModule(from: string, request: string): string | null {
  const base = path.resolve(path.dirname(from), request);
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((file) => existsSync(file));
  return found ?? null;
}

/**
 * Modules that name other files' keys only to look something up by key, never to show them: the
 * bounds a message interpolates (messageValues) are found for whichever message is shown, and the
 * validators it reads them from are, where their messages can show, imported by the forms that do.
 */
const KEY_LOOKUPS = new Set([path.join(SRC, 'domain', 'consumer', 'forms', 'messageValues.ts')]);

/**
 * The modules a chunk holds, as far as their texts go: static imports (not type-only), and imports
 * webpack evaluates eagerly; not what a key lookup imports.
 */
function moduleGraph(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  const imports = [
    /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm,
    /import\(\/\* webpackMode: "eager" \*\/ '(\.[^']+)'\)/g,
  ];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (KEY_LOOKUPS.has(file)) continue;
    const text = source(file);
    for (const pattern of imports) {
      for (const [, request = ''] of text.matchAll(pattern)) {
        const target = resolveModule(file, request);
        if (target) pending.push(target);
      }
    }
  }
  return seen;
}

/** The locale files whose keys the modules name, each with a module that names it. */
function namedFiles(modules: Iterable<string>): Map<string, string> {
  const named = new Map<string, string>();
  for (const file of modules) {
    const text = withoutComments(source(file));
    for (const name of LOCALE_FILES) {
      if (!named.has(name) && new RegExp(`['"\`]${name}\\.[a-zA-Z]`).test(text)) {
        named.set(name, path.relative(SRC, file));
      }
    }
  }
  return named;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Where each named chunk starts: the modules imported with its webpackChunkName. */
function chunkRoots(): Map<string, string[]> {
  const roots = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    for (const [, chunk = '', request = ''] of source(file).matchAll(
      /webpackChunkName: "([\w-]+)" \*\/ '(\.[^']+)'/g,
    )) {
      const target = resolveModule(file, request);
      if (target) roots.set(chunk, [...(roots.get(chunk) ?? []), target]);
    }
  }
  return roots;
}

const entry = moduleGraph([
  path.join(SRC, 'main.tsx'),
  path.join(SRC, 'prepareApp.ts'),
  path.join(SRC, 'startApp.tsx'),
]);
const roots = chunkRoots();
const families = Object.keys(ROUTE_FAMILY_TEXTS) as TextPart[];

/** What a part would show without having downloaded it: locale file → a module that names it. */
function missing(named: Map<string, string>, loaded: readonly string[]): Record<string, string> {
  return Object.fromEntries([...named].filter(([name]) => !loaded.includes(name)));
}

describe('the texts each part of the app downloads', () => {
  it('the shell downloads every file the modules of every page name', () => {
    expect(missing(namedFiles(entry), SHELL_TEXTS)).toEqual({});
  });

  it.each(families)('the %s family downloads every file its modules name', (family) => {
    const modules = [...moduleGraph(roots.get(family) ?? [])].filter((file) => !entry.has(file));
    expect(missing(namedFiles(modules), [...SHELL_TEXTS, ...ROUTE_FAMILY_TEXTS[family]])).toEqual({});
  });

  it.each(['user-menu', 'sandbox-reset', 'landing-more'])(
    "the shell's %s part shows only the shell's files",
    (chunk) => {
      const modules = [...moduleGraph(roots.get(chunk) ?? [])].filter((file) => !entry.has(file));
      expect(modules).not.toEqual([]);
      expect(missing(namedFiles(modules), SHELL_TEXTS)).toEqual({});
    },
  );

  it('the landing family downloads no file its modules do not name: its first visit is the lightest', () => {
    const modules = [...moduleGraph(roots.get('landing') ?? [])].filter((file) => !entry.has(file));
    const named = namedFiles(modules);
    expect(ROUTE_FAMILY_TEXTS.landing.filter((file) => !named.has(file))).toEqual([]);
  });

  it('has a part for every chunk that starts a route family or a part loaded on demand with texts', () => {
    // The shell's parts downloaded on demand show the shell's texts (checked below).
    const shellParts = /^texts-|^statement-csv$|^sandbox-backend$|^user-menu$|^sandbox-reset$|^landing-more$/;
    const ownChunks = [...roots.keys()].filter((chunk) => !shellParts.test(chunk));
    expect(ownChunks.sort()).toEqual([...families].sort());
  });

  it('downloads every locale file somewhere, and none twice in one part', () => {
    const parts = [SHELL_TEXTS, ...families.map((family) => ROUTE_FAMILY_TEXTS[family])];
    expect([...new Set(parts.flat())].sort()).toEqual([...LOCALE_FILES].sort());
    for (const family of families) {
      expect(
        ROUTE_FAMILY_TEXTS[family].filter((file) => (SHELL_TEXTS as readonly string[]).includes(file)),
      ).toEqual([]);
    }
  });

  it("makes no chunk of its own for a shell's file (they are in the shell's chunk)", () => {
    const loader = source(path.join(SRC, 'presentation', 'i18n', 'loadTexts.ts'));
    const excluded = /webpackExclude: \/\[\/\\\\\]\(([\w|]+)\)/.exec(loader)?.[1]?.split('|');
    expect(excluded?.sort()).toEqual([...SHELL_TEXTS].sort());
  });

  it('names, for each page, the family whose chunk holds it', () => {
    const table = source(path.join(SRC, 'presentation', 'shell', 'routeTable.ts'));
    const rows = [...table.matchAll(/^ {2}(\w+): \w+\(\{\n([\s\S]*?)^ {2}\}\),$/gm)];
    expect(rows.length).toBeGreaterThan(30);
    // A row names its family and modules, or spreads a preset that does (`...ORDER`), itself maybe spreading one.
    const presets = new Map(
      [...table.matchAll(/^const (\w+) = \{([\s\S]*?)\}(?: as const)?;$/gm)].map(([, preset, body]) => [
        preset,
        body,
      ]),
    );
    const spelt = (text: string): string =>
      text.replace(/\.\.\.(\w+),/g, (spread, preset: string) => spelt(presets.get(preset) ?? spread));
    const misplaced = rows.flatMap(([, name = '', written = '']) => {
      const row = spelt(written);
      const family = [...row.matchAll(/family: '([\w-]+)'/g)].at(-1)?.[1];
      const chunks = [...row.matchAll(/webpackChunkName: "([\w-]+)"/g)].map(([, chunk]) => chunk);
      return chunks.filter((chunk) => chunk !== family).map((chunk) => `${name}: ${family} in ${chunk}`);
    });
    expect(misplaced).toEqual([]);
  });
});
