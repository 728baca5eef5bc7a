import { createHash } from 'node:crypto';
import postcss from 'postcss';
import type { Compilation, Compiler, Module } from 'webpack';

/**
 * antd's motion classes and its theme-variable class, shared by every component (`.ant-zoom-enter`,
 * `.ant-css-var`): kept whichever components the app renders.
 */
const SHARED_BLOCKS = ['css', 'fade', 'motion', 'move', 'slide', 'zoom'];

/** An antd component naming its class prefix: `getPrefixCls('btn', …)`, `floatButtonPrefixCls = 'float-btn'`. */
const PREFIX_NAMED = /(?:getPrefixCls\)?\(\s*|PrefixCls\s*=\s*)['"]([a-z-]+)['"]/g;
const ANTD_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]/;
/** The app's own modules (not a package's). */
const APP_MODULE = /^(?!.*[\\/]node_modules[\\/]).*[\\/]src[\\/].*\.tsx?$/;
/** An antd class the app's code writes itself, opening a string or following a space in one: `'ant-form-item'`. */
const ANTD_CLASS_WRITTEN = /[\s'"`]ant-([a-z]+)/g;
/** The block a class belongs to: its first word after `ant-` (`.ant-btn-primary` → `btn`). */
const ANTD_CLASS = /\.ant-([a-z]+)/g;

/**
 * antd's static style sheet (antd/dist/antd.css, 1 MB) styles all of its 70-odd components; the app
 * renders about 30. This drops, from the build's style sheets, the rules of the components no chunk
 * holds, found from the class prefixes the bundled antd modules name: a page's browser then parses and
 * matches a smaller sheet. A rule is kept when any class it names belongs to a component the app
 * renders (a rule naming none of antd's classes is always kept). Runs before the content hashes are
 * computed, so the file's name follows what it holds.
 */
export class AntdStylesPlugin {
  private readonly filtered = new Map<string, string>();

  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(AntdStylesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: AntdStylesPlugin.name, stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        (assets) => {
          const blocks = renderedBlocks(compilation);
          for (const [name, asset] of Object.entries(assets)) {
            if (!name.endsWith('.css')) continue;
            const css = asset.source().toString();
            compilation.updateAsset(name, new sources.RawSource(this.keepRendered(css, blocks)));
          }
        },
      );
    });
  }

  /** Remembered per sheet and set of blocks: a development rebuild does not parse antd's sheet again. */
  private keepRendered(css: string, blocks: Set<string>): string {
    const key = createHash('sha256')
      .update(css)
      .update([...blocks].sort().join(' '))
      .digest('hex');
    let kept = this.filtered.get(key);
    if (kept === undefined) {
      kept = rulesOfBlocks(css, blocks);
      this.filtered.set(key, kept);
    }
    return kept;
  }
}

/**
 * The class blocks of the antd components the build's chunks hold, those whose classes the app's own
 * look-alikes write (a form item drawn with antd's classes once no chunk holds antd's Form), and the
 * shared ones.
 */
function renderedBlocks(compilation: Compilation): Set<string> {
  const blocks = new Set(SHARED_BLOCKS);
  for (const chunk of compilation.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      for (const inner of withConcatenated(module)) {
        const resource = 'resource' in inner && typeof inner.resource === 'string' ? inner.resource : '';
        const fromAntd = ANTD_MODULE.test(resource);
        if (!fromAntd && !APP_MODULE.test(resource)) continue;
        const source = inner.originalSource()?.source().toString() ?? '';
        const named = fromAntd ? antdPrefixesOf(source) : antdBlocksWrittenIn(source);
        for (const prefix of named) blocks.add(prefix.split('-')[0] ?? prefix);
      }
    }
  }
  return blocks;
}

/** A module and, when webpack concatenated several into it, each of them. */
function withConcatenated(module: Module): Module[] {
  const inner = (module as Module & { modules?: Iterable<Module> }).modules;
  return inner ? [module, ...inner] : [module];
}

/** The sheet without the rules whose antd classes all belong to blocks not in `blocks`. */
export function rulesOfBlocks(css: string, blocks: Set<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const named = antdBlocksOf(rule.selector);
    if (named.length > 0 && !named.some((block) => blocks.has(block))) rule.remove();
  });
  // A media query or layer left with no rule (inner ones first: an outer one may be left empty by them).
  const atRules: postcss.AtRule[] = [];
  root.walkAtRules((atRule) => {
    atRules.push(atRule);
  });
  for (const atRule of atRules.reverse()) if (atRule.nodes?.length === 0) atRule.remove();
  return root.toString();
}

/** The class prefixes an antd module names (`getPrefixCls('btn', …)` → `btn`). */
function antdPrefixesOf(source: string): string[] {
  return captured(source, PREFIX_NAMED);
}

/** The antd class blocks the app's code writes (`className="ant-form-item ant-row"` → `form`, `row`). */
export function antdBlocksWrittenIn(source: string): string[] {
  return captured(source, ANTD_CLASS_WRITTEN);
}

/** The antd class blocks a selector names, once per class (`.ant-btn-primary` → `btn`). */
export function antdBlocksOf(selector: string): string[] {
  return captured(selector, ANTD_CLASS);
}

/** What the pattern's first group captured, at each match. */
function captured(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].flatMap(([, group]) => (group === undefined ? [] : [group]));
}
