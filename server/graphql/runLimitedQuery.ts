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

/** How big a query may be: the depth of its fields and their number, aliases included. */
export interface QueryLimits {
  maxDepth: number;
  maxFields: number;
}

export type LimitedQuery = Omit<ExecutionArgs, 'document'> & { source: string };

/**
 * What graphql() does (parse, validate, execute), with the limits checked among the validation rules:
 * a query over them is answered with its errors, like any invalid query, and never runs.
 */
export async function runLimitedQuery(query: LimitedQuery, limits: QueryLimits): Promise<ExecutionResult> {
  const { source, ...execution } = query;
  let document: DocumentNode;
  try {
    document = parse(source);
  } catch (error) {
    if (error instanceof GraphQLError) return { errors: [error] };
    throw error;
  }
  const rules = [...specifiedRules, maxDepthRule(limits.maxDepth), maxFieldsRule(limits.maxFields)];
  const errors = validate(execution.schema, document, rules);
  if (errors.length > 0) return { errors };
  return execute({ ...execution, document });
}
