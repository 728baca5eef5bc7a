import type { Compilation, Compiler } from 'webpack';

/** The file this plugin writes into the build: which scripts a first visit downloads. */
export const FIRST_VISIT_MANIFEST = 'first-visit.json';

/**
 * What a first visit downloads, for the size budgets (`npm run size`, .size-limit.mjs): the entry's
 * scripts, and for each named lazy chunk group (a route family such as "landing", or a language's
 * texts such as "texts-fr") the scripts it adds, shared split chunks included. Only file names of a
 * public build: nothing here is secret.
 */
export class FirstVisitManifest {
  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(FirstVisitManifest.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: FirstVisitManifest.name, stage: CompilationClass.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest = { entry: entryScripts(compilation), groups: groupScripts(compilation) };
          compilation.emitAsset(
            FIRST_VISIT_MANIFEST,
            new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

const scripts = (files: Iterable<string>): string[] =>
  [...files].filter((file) => file.endsWith('.js')).sort();

function entryScripts(compilation: Compilation): string[] {
  return scripts([...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()));
}

function groupScripts(compilation: Compilation): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!compilation.entrypoints.has(name)) groups[name] = scripts(group.getFiles());
  }
  return groups;
}
