// `npm run generate:api` writes, from docs/openapi.yaml, what the HTTP adapters take from it
// (src/adapters/http/generated/): the request and answer types (openapi-typescript), one check per
// answer (Ajv's standalone code: plain functions, no eval, so the app's Content-Security-Policy holds),
// and the table of operations (method, path, bearer, answer check) the transport reads.
// `--check` writes nothing and fails when a file differs from what the document gives (Jest runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import openapiTS, { astToString, oapiRef } from 'openapi-typescript';
import prettier from 'prettier';
import { parse } from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DOCUMENT = path.join(ROOT, 'docs/openapi.yaml');
const OUTPUT = path.join(ROOT, 'src/adapters/http/generated');
const HEADER = '// Generated from docs/openapi.yaml by `npm run generate:api`: do not edit.\n';
const METHODS = ['get', 'put', 'post', 'delete'];
/** Keywords that only describe: the browser's checks leave them out (a date-time stays a string). */
const ANNOTATIONS = new Set(['description', 'summary', 'examples', 'format', 'title']);
/** Answers an adapter checks more narrowly than their operation does: the news query's, of /graphql's. */
const NARROWER_CHECKS = ['NewsQueryResult'];
/** Where the component schemas live for Ajv: one schema holding them all, referenced by name. */
const COMPONENTS_ID = 'components';

/** Every operation of the document, in its order. */
function operationsOf(document) {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ route, method, operation: item[method] })),
  );
}

function resolved(document, node) {
  const prefix = '#/components/responses/';
  return node.$ref?.startsWith(prefix) ? document.components.responses[node.$ref.slice(prefix.length)] : node;
}

/** The JSON schema of the operation's 200 answer. */
function answerSchemaOf(document, operation) {
  const answer = resolved(document, operation.responses['200']);
  const schema = answer?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${operation.operationId} has no JSON 200 answer`);
  return schema;
}

/** The component a schema names, or null for a schema written in place. */
function componentName(schema) {
  const prefix = '#/components/schemas/';
  return schema.$ref?.startsWith(prefix) && Object.keys(schema).length === 1
    ? schema.$ref.slice(prefix.length)
    : null;
}

/** A schema as Ajv checks it: annotations left out, references into the components schema. */
function forAjv(node) {
  if (Array.isArray(node)) return node.map(forAjv);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      // A property may be named like an annotation (a news post's title): its value is a schema, kept.
      .filter(
        ([keyword, value]) =>
          !(ANNOTATIONS.has(keyword) && (typeof value !== 'object' || Array.isArray(value))),
      )
      .map(([keyword, value]) =>
        keyword === '$ref'
          ? [keyword, value.replace('#/components/schemas/', `${COMPONENTS_ID}#/$defs/`)]
          : [keyword, forAjv(value)],
      ),
  );
}

/** Each operation's answer check: the component's name, or `<operationId>Answer` for a schema in place. */
function answerChecks(document) {
  const checks = new Map();
  const byOperation = {};
  for (const { operation } of operationsOf(document)) {
    const schema = answerSchemaOf(document, operation);
    const name = componentName(schema) ?? `${operation.operationId}Answer`;
    checks.set(name, schema);
    byOperation[operation.operationId] = name;
  }
  for (const name of NARROWER_CHECKS) checks.set(name, { $ref: `#/components/schemas/${name}` });
  return { checks, byOperation };
}

function checksModule(document, checks) {
  const ajv = new Ajv({
    code: { source: true, esm: true, lines: false, optimize: true },
    // One function per component, called where it is referenced: the code stays small.
    inlineRefs: false,
    // The transport reports where an answer broke the contract, not Ajv's English sentences.
    messages: false,
    allowUnionTypes: true,
    strict: true,
  });
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: forAjv(document.components.schemas) });
  const exports = {};
  for (const [name, schema] of checks) {
    const component = componentName(schema);
    if (component === null) ajv.addSchema({ $id: name, ...forAjv(schema) });
    exports[name] = component === null ? name : `${COMPONENTS_ID}#/$defs/${component}`;
  }
  return `${HEADER}${standaloneCode(ajv, exports)}\n`;
}

function checksDeclarations(document, checks) {
  const typeOf = (name, schema) => {
    const component = componentName(schema);
    if (component !== null) return `components['schemas']['${component}']`;
    const { operationId } = operationsOf(document).find(
      ({ operation }) => `${operation.operationId}Answer` === name,
    ).operation;
    return `operations['${operationId}']['responses'][200]['content']['application/json']`;
  };
  const lines = [...checks].map(
    ([name, schema]) => `export declare const ${name}: AnswerCheck<${typeOf(name, schema)}>;`,
  );
  return `${HEADER}import type { components, operations } from './apiTypes';

/** Where a checked answer first broke its schema (Ajv's error, without its message). */
export interface AnswerProblem {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** Whether an answer has its schema's shape; after a false, \`errors\` says where it broke. */
export interface AnswerCheck<T> {
  (answer: unknown): answer is T;
  errors?: AnswerProblem[] | null;
}

${lines.join('\n')}
`;
}

function operationsModule(document, byOperation) {
  const entries = operationsOf(document).map(({ route, method, operation }) => {
    const bearer = !(Array.isArray(operation.security) && operation.security.length === 0);
    return `  ${operation.operationId}: { method: '${method.toUpperCase()}', path: '${route}', bearer: ${bearer}, answer: checks.${byOperation[operation.operationId]} },`;
  });
  return `${HEADER}import type { operations } from './apiTypes';
import * as checks from './answerChecks';
import type { AnswerCheck } from './answerChecks';

/** An operation's 200 answer body. */
export type SuccessBody<O> = O extends { responses: { 200: { content: { 'application/json': infer B } } } } ? B : never;

/** How the transport calls an operation: its method and path template, whether it carries the bearer token, its answer check. */
export interface OperationSpec<B> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  bearer: boolean;
  answer: AnswerCheck<B>;
}

/** Every operation of docs/openapi.yaml, by operationId. */
export const OPERATIONS: { [Id in keyof operations]: OperationSpec<SuccessBody<operations[Id]>> } = {
${entries.join('\n')}
};
`;
}

/**
 * A step chosen by its first field (`if` a field is there, `then` a named schema, `else` refused) is
 * that schema's type: openapi-typescript reads no `if`/`then` and would type it `unknown`.
 */
function chosenStepType(schema) {
  return schema.if && schema.then?.$ref && schema.else ? oapiRef(schema.then.$ref) : undefined;
}

async function typesModule() {
  const ast = await openapiTS(new URL(`file://${DOCUMENT}`), { transform: chosenStepType });
  return `${HEADER}${astToString(ast)}`;
}

async function formatted(file, source) {
  const options = await prettier.resolveConfig(file);
  return prettier.format(source, { ...options, filepath: file });
}

/** Every generated file, by path, as the document gives it now. */
async function generatedFiles() {
  const document = parse(readFileSync(DOCUMENT, 'utf8'));
  const { checks, byOperation } = answerChecks(document);
  const sources = {
    'apiTypes.ts': await typesModule(),
    'answerChecks.js': checksModule(document, checks),
    'answerChecks.d.ts': checksDeclarations(document, checks),
    'operations.ts': operationsModule(document, byOperation),
  };
  const files = {};
  for (const [name, source] of Object.entries(sources)) {
    const file = path.join(OUTPUT, name);
    files[file] = await formatted(file, source);
  }
  return files;
}

function current(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

const files = await generatedFiles();
const stale = Object.entries(files).filter(([file, source]) => current(file) !== source);
if (process.argv.includes('--check')) {
  if (stale.length > 0) {
    console.error(
      `Out of date with docs/openapi.yaml (run \`npm run generate:api\`):\n  ${stale.map(([file]) => path.relative(ROOT, file)).join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log('src/adapters/http/generated/ matches docs/openapi.yaml');
} else {
  for (const [file, source] of stale) writeFileSync(file, source);
  console.log(
    `${stale.length} of ${Object.keys(files).length} generated files rewritten from docs/openapi.yaml`,
  );
}
