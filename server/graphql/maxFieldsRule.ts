import { GraphQLError, type ValidationRule } from 'graphql';
import { selectionMeasure } from './selectionMeasure';

/**
 * Refuses an operation that selects more than `maxFields` fields in all, before it runs. Every alias
 * is a field of its own and a fragment counts each time it is spread, so neither multiplies the work
 * of a small document (`a1: news(…) … a99: news(…)`).
 */
export function maxFieldsRule(maxFields: number): ValidationRule {
  return (context) => {
    const countOf = selectionMeasure(context, (a, b) => a + b);
    return {
      OperationDefinition(operation) {
        const count = countOf(operation.selectionSet);
        if (count <= maxFields) return;
        context.reportError(
          new GraphQLError(
            `The query selects ${count} fields, aliases included; at most ${maxFields} are allowed.`,
            { nodes: operation },
          ),
        );
      },
    };
  };
}
