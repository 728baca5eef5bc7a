import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import Beasties from 'beasties';
import type { Compiler } from 'webpack';

/** A page the build prerenders in each language. */
export interface PrerenderedRoute {
  /** The address, without query. */
  path: string;
  /** Its route family: the chunk group (webpackChunkName in shell/routeTable.ts) whose scripts it needs. */
  family: string;
  /**
   * The chunk groups its HTML also shows, which the app downloads later (the landing's lower sections):
   * their style sheets are the page's too.
   */
  alsoShows?: string[];
  /** The file it is written to, under pages/<language>/. */
  file: string;
  /**
   * The query parameters the page reads (Authorization's `reg`, the landing page's `video` and `amount`): an address
   * carrying one shows something else than the prerendered page, so the host serves the app's shell.
   */
  reads: string[];
}

/** What hosts read (scripts/serve-dist.mjs): which addresses have a prerendered page, and where. */
export const PRERENDER_MANIFEST = 'pages/manifest.json';

const LANGUAGES = ['en', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];

interface PrerenderedPage {
  html: string;
  styles: string;
  title: string;
}

/** The app build's list of scripts and style sheets (scripts/webpack/FirstVisitManifest.ts). */
interface FirstVisit {
  entry: string[];
  groups: Record<string, string[]>;
  styles: Record<string, string[]>;
}

function groupOf(firstVisit: FirstVisit, name: string): string[] {
  const files = firstVisit.groups[name];
  if (!files) throw new Error(`the app's build has no chunk group "${name}"`);
  return files;
}

const run = promisify(execFile);

/**
 * Writes the prerendered pages into the app's build (pages/<language>/<file>), once the app and the
 * prerender bundle (src/prerender.tsx) are built. Each page is the app's own index.html with:
 * - the page's HTML in the root element, marked with its language so the app knows it may take it over;
 * - its language and title; antd's theme variables, as the browser's antd would write them;
 * - instead of the app's scripts, their list, the entry's with its route family's and its language's,
 *   which the page's first script loads once the page has painted (src/earlyInput.ts);
 * - the style sheets of its family and of what else it shows, beside the entry's (antd's rules of what
 *   they draw);
 * - the style rules the page uses inlined (beasties), and the style sheets moved to the end of the
 *   body, so nothing blocks the first paint.
 */
export class PrerenderPlugin {
  constructor(
    private readonly options: {
      /** The app's build (dist/): its index.html is the template, the pages go there. */
      appOutput: string;
      routes: PrerenderedRoute[];
    },
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise(PrerenderPlugin.name, async (compilation) => {
      const bundle = path.join(compiler.outputPath, 'prerender.js');
      try {
        await this.writePages(bundle);
      } catch (error) {
        compilation.errors.push(new compiler.webpack.WebpackError(`prerendering failed: ${String(error)}`));
      }
    });
  }

  private async writePages(bundle: string): Promise<void> {
    const dist = this.options.appOutput;
    const template = await readFile(path.join(dist, 'index.html'), 'utf8');
    const firstVisit = JSON.parse(await readFile(path.join(dist, 'first-visit.json'), 'utf8')) as FirstVisit;
    const beasties = new Beasties({
      path: dist,
      publicPath: '/',
      // No inline script or event handler: the Content-Security-Policy allows none.
      preload: 'body',
      // antd's sheet comes minified already, and beasties' compression drops separators from it.
      compress: false,
      // antd's theme variables are read back by antd in the browser: left as they are.
      reduceInlineStyles: false,
      logLevel: 'warn',
    });
    const { shell, entryScripts } = withoutDeferredScripts(template);
    for (const route of this.options.routes) {
      for (const language of LANGUAGES) {
        const page = await renderInNode(bundle, route.path, language);
        const family = [...groupOf(firstVisit, route.family), ...groupOf(firstVisit, `texts-${language}`)];
        const scripts = [...new Set([...entryScripts, ...family.map((file) => `/${file}`)])];
        const shown = [route.family, ...(route.alsoShows ?? [])];
        const sheets = [...new Set(shown.flatMap((group) => firstVisit.styles[group] ?? []))].map(
          (file) => `/${file}`,
        );
        const html = await beasties.process(fillTemplate(shell, page, language, scripts, sheets));
        const target = path.join(dist, 'pages', language, route.file);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, html);
      }
    }
    await writeFile(path.join(dist, PRERENDER_MANIFEST), `${JSON.stringify(this.options.routes, null, 2)}\n`);
  }
}

/** Renders the page in a Node process of its own: the app's modules never load into webpack's. */
async function renderInNode(bundle: string, route: string, language: Language): Promise<PrerenderedPage> {
  const script =
    'require(process.argv[1]).prerenderPage(process.argv[2], process.argv[3])' +
    '.then((page) => process.stdout.write(JSON.stringify(page)))';
  const { stdout } = await run(process.execPath, ['-e', script, bundle, route, language], {
    maxBuffer: 32 * 1024 * 1024,
    // Production builds of React and antd, as in the browser: antd's class names differ in development.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return JSON.parse(stdout) as PrerenderedPage;
}

/** index.html is minified: its attributes may be quoted or not. */
const HTML_LANG = /<html lang=(?:"[^"]*"|[^\s>]+)/;
const TITLE = /<title>[^<]*<\/title>/;
const EMPTY_ROOT = /<div id=(?:"root"|root)><\/div>/;
const DEFERRED_SCRIPT = /<script defer(?:="")? src="?([^"\s>]+)"?><\/script>/g;

/**
 * The app's shell without its deferred scripts (the app's own), which a prerendered page leaves to its
 * first script to load once it has painted (src/earlyInput.ts), and their addresses, in order.
 */
function withoutDeferredScripts(template: string): { shell: string; entryScripts: string[] } {
  const entryScripts = [...template.matchAll(DEFERRED_SCRIPT)].map(([, src]) => src ?? '');
  if (entryScripts.length === 0) throw new Error('index.html has no deferred script');
  return { shell: template.replace(DEFERRED_SCRIPT, ''), entryScripts };
}

function fillTemplate(
  template: string,
  page: PrerenderedPage,
  language: Language,
  scripts: string[],
  sheets: string[],
): string {
  if (![HTML_LANG, TITLE, EMPTY_ROOT].every((part) => part.test(template)))
    throw new Error('index.html lacks <html lang>, <title> or an empty <div id="root">');
  const root = `<div id="root" data-prerendered="${language}" data-app-scripts="${scripts.join(' ')}">`;
  // The family's sheets after the entry's, as the app's chunk loading would add them.
  const links = sheets.map((href) => `<link href="${href}" rel="stylesheet">`).join('');
  return template
    .replace(HTML_LANG, () => `<html lang="${language}"`)
    .replace(TITLE, () => `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', () => `${links}${page.styles}</head>`)
    .replace(EMPTY_ROOT, () => `${root}${page.html}</div>`);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
