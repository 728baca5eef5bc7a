import type { Compilation, Compiler } from 'webpack';

/** The file this plugin writes into the build: which scripts a first visit downloads. */
export const FIRST_VISIT_MANIFEST = 'first-visit.json';

/**
 * What a first visit downloads, for the size budgets (`npm run size`, .size-limit.mjs): the entry's
 * scripts; for each named lazy chunk group (a route family such as "landing") the scripts it adds,
 * shared split chunks included; for each route family, in each language, the scripts of its texts
 * (the shell's and its own, src/presentation/i18n/textParts.ts); and the style sheets each group adds.
 * Only file names of a public build: nothing here is secret.
 */
/** The app's texts: its languages, and the locale files each route family downloads besides the shell's. */
export interface TextChunks {
  languages: readonly string[];
  familyFiles: Readonly<Record<string, readonly string[]>>;
}

export class FirstVisitManifest {
  constructor(private readonly texts: TextChunks) {}

  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(FirstVisitManifest.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: FirstVisitManifest.name, stage: CompilationClass.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = groupScripts(compilation);
          const manifest = {
            entry: entryScripts(compilation),
            groups,
            texts: textScripts(groups, this.texts),
            styles: groupStyles(compilation),
          };
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
const styles = (files: Iterable<string>): string[] =>
  [...files].filter((file) => file.endsWith('.css')).sort();

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

/**
 * The style sheets each named lazy group adds to the entry's (antd's rules of what it draws,
 * antdStyleBlocks.ts): a prerendered page links its family's (PrerenderPlugin.ts).
 */
function groupStyles(compilation: Compilation): Record<string, string[]> {
  const entry = new Set([...compilation.entrypoints.values()].flatMap((group) => group.getFiles()));
  const sheets: Record<string, string[]> = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    const added = styles(group.getFiles()).filter((file) => !entry.has(file));
    if (!compilation.entrypoints.has(name) && added.length > 0) sheets[name] = added;
  }
  return sheets;
}

/**
 * A route family's texts in each language: the shell's chunk (`texts-en`) and the chunk of each of
 * its files (`texts-en-cards-json`, named by src/presentation/i18n/loadTexts.ts).
 */
function textScripts(
  groups: Record<string, string[]>,
  { languages, familyFiles }: TextChunks,
): Record<string, Record<string, string[]>> {
  const group = (name: string): string[] => {
    const files = groups[name];
    if (!files) throw new Error(`${FIRST_VISIT_MANIFEST}: the build has no text chunk "${name}"`);
    return files;
  };
  const inLanguage = (files: readonly string[], language: string): string[] =>
    scripts(
      new Set([
        ...group(`texts-${language}`),
        ...files.flatMap((file) => group(`texts-${language}-${file}-json`)),
      ]),
    );
  return Object.fromEntries(
    Object.entries(familyFiles).map(([family, files]) => [
      family,
      Object.fromEntries(languages.map((language) => [language, inLanguage(files, language)])),
    ]),
  );
}
