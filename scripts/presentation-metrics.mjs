// `node scripts/presentation-metrics.mjs [--json] [--no-duplicates] [--root DIR]`: the measures of
// issue 40 over src/presentation (or DIR), counted the way its acceptance re-counts them (docs/presentation.md, "Measures"):
//
// - non-test lines: every line of the .ts and .tsx files but the tests (*.test.ts, *.test.tsx);
//   the testing/ helpers are counted in, and also shown apart;
// - the strings 'Unauthorized' and 'NotFound', and `useNavigate(`, in those files (testing/ aside),
//   in all and outside the call kit (calls/, where the acceptance allows them);
// - the functions that turn an AppError into a Message (TypeScript's own reading of the types: a
//   function, method or arrow function with a parameter of type AppError that returns a Message);
// - imports from one screen folder into another (scripts/presentationFolders.cjs names the shared
//   folders; every other folder is a screen's), type-only and lazy imports included;
// - the pairs of places sharing six or more lines of the same shape, tests included, as the
//   `duplicates` command on the PATH counts them (`duplicates --most 200 --seconds 120`).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const require = createRequire(import.meta.url);
const { SHARED_PRESENTATION_FOLDERS } = require('./presentationFolders.cjs');

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PRESENTATION = path.join(REPO, 'src', 'presentation');

/** Every .ts and .tsx file below `root`, relative to it, with whether it is a test or a test helper. */
export function sourceFiles(root) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(file);
      return /\.tsx?$/.test(entry.name) ? [path.relative(root, file)] : [];
    });
  return walk(root)
    .sort()
    .map((file) => ({
      file,
      test: /\.test\.tsx?$/.test(file),
      helper: file.split(path.sep).includes('testing'),
    }));
}

const text = (root, file) => readFileSync(path.join(root, file), 'utf8');
const linesOf = (source) => source.split('\n').length - (source.endsWith('\n') ? 1 : 0);

/** Non-test lines, all of them and those of the testing/ helpers. */
export function nonTestLines(root, files) {
  const counted = files.filter(({ test }) => !test);
  const count = (list) => list.reduce((sum, { file }) => sum + linesOf(text(root, file)), 0);
  return { lines: count(counted), helperLines: count(counted.filter(({ helper }) => helper)) };
}

/** Where `needle` stands in the production files (neither tests nor testing/ helpers): file → count. */
export function occurrences(root, files, needle) {
  const found = {};
  for (const { file, test, helper } of files) {
    if (test || helper) continue;
    const count = text(root, file).split(needle).length - 1;
    if (count > 0) found[file] = count;
  }
  return found;
}

const total = (byFile) => Object.values(byFile).reduce((sum, count) => sum + count, 0);

/** The call kit's folder: the one place the acceptance lets name 'Unauthorized' and 'NotFound'. */
const KIT = `calls${path.sep}`;
const outsideKit = (byFile) =>
  total(Object.fromEntries(Object.entries(byFile).filter(([file]) => !file.startsWith(KIT))));

/** Whether a type is the interface or alias `name` declared in a file whose path ends with `fileEnd`. */
function isDeclared(type, name, fileEnd) {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  return (
    symbol?.getName() === name &&
    (symbol.getDeclarations() ?? []).some((declaration) =>
      declaration.getSourceFile().fileName.split(path.sep).join('/').endsWith(fileEnd),
    )
  );
}

function functionName(node) {
  if (node.name) {
    const owner = node.parent && ts.isClassLike(node.parent) && node.parent.name;
    return owner ? `${owner.getText()}.${node.name.getText()}` : node.name.getText();
  }
  if (ts.isVariableDeclaration(node.parent) || ts.isPropertyAssignment(node.parent))
    return node.parent.name.getText();
  return '(anonymous)';
}

/**
 * The functions of the production files that take an AppError and return a Message, as
 * `file:line name`. The compiler reads the types, so an inferred return type counts too.
 */
export function appErrorToMessageFunctions(root, files) {
  const production = files.filter(({ test, helper }) => !test && !helper).map(({ file }) => file);
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(REPO, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  const program = ts.createProgram(
    production.map((file) => path.join(root, file)),
    // No ambient @types (node, jest …): the query needs only the files' own imports, and is faster so.
    { ...config?.options, noEmit: true, types: [] },
  );
  const checker = program.getTypeChecker();
  const found = [];
  for (const file of production) {
    const source = program.getSourceFile(path.join(root, file));
    if (!source) continue;
    const visit = (node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const signature = checker.getSignatureFromDeclaration(node);
        const takesAppError = node.parameters.some((parameter) =>
          isDeclared(checker.getTypeAtLocation(parameter), 'AppError', 'application/shared/Result.ts'),
        );
        const returnsMessage =
          signature !== undefined &&
          isDeclared(
            checker.getReturnTypeOfSignature(signature),
            'Message',
            'presentation/messages/Message.ts',
          );
        if (takesAppError && returnsMessage) {
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
          found.push(`${file}:${line} ${functionName(node)}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The top folder of a file of src/presentation, or null for a file at its root. */
const folderOf = (file) => (file.includes(path.sep) ? file.split(path.sep)[0] : null);

/**
 * Imports (static, type-only and lazy) from a file of one screen folder into another screen folder:
 * every such import as `from → to`, and the distinct pairs of folders.
 */
export function screenToScreenImports(root, files, shared = SHARED_PRESENTATION_FOLDERS) {
  const isScreen = (folder) => folder !== null && !shared.includes(folder);
  const imports = [];
  for (const { file, test, helper } of files) {
    const from = folderOf(file);
    if (!isScreen(from)) continue;
    const { importedFiles } = ts.preProcessFile(text(root, file), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.relative(root, path.resolve(root, path.dirname(file), fileName));
      const to = folderOf(target);
      if (!target.startsWith('..') && isScreen(to) && to !== from)
        imports.push({ file, target, from, to, test: test || helper });
    }
  }
  const pairs = (list) => [...new Set(list.map(({ from, to }) => `${from} → ${to}`))].sort();
  const production = imports.filter(({ test }) => !test);
  return {
    imports: imports.length,
    productionImports: production.length,
    pairs: pairs(imports),
    productionPairs: pairs(production),
    list: imports.map(({ file, target }) => `${file} → ${target}`),
  };
}

/** The `duplicates` command's count of pairs over `root`, or null (with why) when it cannot say. */
export function duplicatePairs(root) {
  const run = spawnSync('duplicates', ['--most', '200', '--seconds', '120'], { cwd: root, encoding: 'utf8' });
  if (run.error) return { pairs: null, note: `duplicates could not run: ${run.error.message}` };
  const first = run.stdout.split('\n')[0] ?? '';
  const pairs = /^(\d+) pairs? of places/.exec(first)?.[1] ?? (/^no duplicates/.test(first) ? '0' : null);
  const incomplete = run.stdout.split('\n').filter((line) => line.startsWith('incomplete:'));
  return { pairs: pairs === null ? null : Number(pairs), note: [first, ...incomplete].join('\n') };
}

/** Every measure over `root` (src/presentation by default). */
export function measure(root = PRESENTATION, { duplicates = true } = {}) {
  const files = sourceFiles(root);
  const unauthorized = occurrences(root, files, "'Unauthorized'");
  const notFound = occurrences(root, files, "'NotFound'");
  const navigate = occurrences(root, files, 'useNavigate(');
  const converters = appErrorToMessageFunctions(root, files);
  return {
    ...nonTestLines(root, files),
    unauthorized: { count: total(unauthorized), outsideKit: outsideKit(unauthorized), files: unauthorized },
    notFound: { count: total(notFound), outsideKit: outsideKit(notFound), files: notFound },
    useNavigate: { count: total(navigate), files: navigate },
    appErrorToMessage: { count: converters.length, functions: converters },
    screenImports: screenToScreenImports(root, files),
    duplicates: duplicates ? duplicatePairs(root) : { pairs: null, note: 'not counted (--no-duplicates)' },
  };
}

function report(result) {
  const where = (byFile) =>
    Object.entries(byFile)
      .map(([file, count]) => `      ${file}${count > 1 ? ` (${count})` : ''}`)
      .join('\n');
  return [
    `Non-test lines in src/presentation:        ${result.lines} (testing/ helpers: ${result.helperLines})`,
    `'Unauthorized' in non-test files:          ${result.unauthorized.count} (outside calls/: ${result.unauthorized.outsideKit})`,
    where(result.unauthorized.files),
    `'NotFound' in non-test files:              ${result.notFound.count} (outside calls/: ${result.notFound.outsideKit})`,
    where(result.notFound.files),
    `useNavigate( in non-test files:            ${result.useNavigate.count}`,
    where(result.useNavigate.files),
    `AppError → Message functions:              ${result.appErrorToMessage.count}`,
    ...result.appErrorToMessage.functions.map((name) => `      ${name}`),
    `Screen folder → screen folder imports:     ${result.screenImports.imports} ` +
      `(${result.screenImports.productionImports} in production files, testing/ helpers aside), ` +
      `${result.screenImports.pairs.length} pairs of folders ` +
      `(${result.screenImports.productionPairs.length} in production files)`,
    ...result.screenImports.pairs.map((pair) => `      ${pair}`),
    `Pairs of places sharing 6+ lines (duplicates): ${result.duplicates.pairs ?? 'unknown'}`,
    `      ${result.duplicates.note}`,
  ]
    .filter((line) => line !== '')
    .join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rootAt = process.argv.indexOf('--root');
  const root = rootAt > 0 ? path.resolve(process.argv[rootAt + 1] ?? '.') : PRESENTATION;
  const result = measure(root, { duplicates: !process.argv.includes('--no-duplicates') });
  console.log(process.argv.includes('--json') ? JSON.stringify(result, null, 2) : report(result));
}
