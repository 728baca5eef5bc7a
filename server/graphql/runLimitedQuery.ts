import {
  execute,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import { maxDepthRule } from './maxDepthRule';
import { maxFieldsRule } from './maxFieldsRule';
import { writtenFields } from './writtenFields';

/**
 * How big a query may be: its text in bytes and in tokens (both checked before and while it is parsed),
 * the depth of its fields and their number, aliases included.
 */
export interface QueryLimits {
  maxBytes: number;
  maxTokens: number;
  maxDepth: number;
  maxFields: number;
}

/** Validation stops at this many errors: enough to say what is wrong, not a hundred times over. */
const MAX_ERRORS = 10;

export type LimitedQuery = Omit<ExecutionArgs, 'document'> & { source: string };

/** The document, or the reason it is refused: over the byte limit (never parsed), over the token limit, or bad syntax. */
function parseWithin(source: string, limits: QueryLimits): DocumentNode | GraphQLError {
  const bytes = Buffer.byteLength(source, 'utf8');
  if (bytes > limits.maxBytes)
    return new GraphQLError(`The query is ${bytes} bytes long; at most ${limits.maxBytes} are allowed.`);
  try {
    // graphql-js stops lexing at maxTokens: a long run of tiny tokens costs no more than the limit.
    return parse(source, { maxTokens: limits.maxTokens });
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
}

/**
 * What graphql() does (parse, validate, execute), within the limits: the text's size before it is
 * parsed, the fields it writes, then depth and the fields each operation selects in a first, linear
 * validation pass; only a document within them meets graphql-js' own rules, some of which grow with
 * the square of the fields (a few hundred repeated fields cost tens of milliseconds there). A query
 * over a limit is answered with its errors, like any invalid query, and never runs.
 */
export async function runLimitedQuery(query: LimitedQuery, limits: QueryLimits): Promise<ExecutionResult> {
  const { source, ...execution } = query;
  const document = parseWithin(source, limits);
  if (document instanceof GraphQLError) return { errors: [document] };
  // No definition, used or not, may bring graphql-js' rules more fields than an operation may select.
  const written = writtenFields(document);
  if (written > limits.maxFields) {
    return {
      errors: [
        new GraphQLError(`The query writes ${written} fields; at most ${limits.maxFields} are allowed.`),
      ],
    };
  }
  const sizeErrors = validate(execution.schema, document, [
    maxDepthRule(limits.maxDepth),
    maxFieldsRule(limits.maxFields),
  ]);
  if (sizeErrors.length > 0) return { errors: sizeErrors };
  // Each error costs (a stack, suggestions): a hundred unknown arguments cost ten times the app's query.
  const errors = validate(execution.schema, document, specifiedRules, { maxErrors: MAX_ERRORS });
  if (errors.length > 0) return { errors };
  return execute({ ...execution, document });
}
