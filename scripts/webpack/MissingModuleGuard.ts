import type { Compilation, Compiler, Stats } from 'webpack';

/**
 * Webpack turns an import it did not build into a stub that throws "Cannot find module" when the
 * page runs, and may still print "compiled successfully" (the blank-page bug: see docs/architecture.md,
 * "The build"). This guard fails any build whose output holds such a stub, naming the module, and
 * stops the dev server when its first build fails, so `npm start` never serves a blank page.
 */
export class MissingModuleGuard {
  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(MissingModuleGuard.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // Before minifying, while the stub still carries its name.
        { name: MissingModuleGuard.name, stage: CompilationClass.PROCESS_ASSETS_STAGE_PRE_PROCESS },
        () => {
          for (const [asset, modules] of stubbedModules(compilation))
            compilation.errors.push(
              new WebpackError(`${asset} would throw at run time: cannot find module ${modules.join(', ')}`),
            );
        },
      );
    });
    let firstBuild = true;
    compiler.hooks.done.tap(MissingModuleGuard.name, (stats) => {
      if (firstBuild && compiler.watchMode && stats.hasErrors()) stopDevServer(stats);
      firstBuild = false;
    });
  }
}

const STUB = 'webpackMissingModule';
// `Cannot find module 'x'`, quoted plainly or, inside the development build's eval strings, escaped.
// webpack's own runtime builds the same text around `" + moduleId + "`: not a request, hence no quotes.
const STUBBED_REQUEST = /Cannot find module \\?'([^'"\\]+)\\?'/g;

function stubbedModules(compilation: Compilation): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const asset of compilation.getAssets()) {
    if (!asset.name.endsWith('.js')) continue;
    const source = asset.source.source().toString();
    if (!source.includes(STUB)) continue;
    const requests = new Set([...source.matchAll(STUBBED_REQUEST)].map((match) => `'${match[1]}'`));
    found.set(asset.name, [...requests].sort());
  }
  return found;
}

/** A dev server whose first build failed would serve a blank page: say why and stop instead. */
function stopDevServer(stats: Stats): void {
  const errors = stats.toJson({ all: false, errors: true }).errors ?? [];
  process.stderr.write(`\nThe first build failed; stopping the dev server.\n`);
  for (const error of errors)
    process.stderr.write(`  ${error.message.split('\n').slice(0, 3).join('\n  ')}\n`);
  setImmediate(() => process.exit(1));
}
