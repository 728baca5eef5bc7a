import { GraphQLError, type ValidationRule } from 'graphql';
import { selectionMeasure } from './selectionMeasure';

/**
 * Refuses, before it runs, an operation that selects more than `maxFields` fields in all, and a
 * document that writes more than `maxFields` fields (fragment definitions included, spread or not).
 * Every alias is a field of its own and a fragment counts each time it is spread, so neither multiplies
 * the work of a small document (`a1: news(…) … a99: news(…)`); and no definition, used or not, brings
 * graphql-js' rules more fields than an operation may select.
 */
export function maxFieldsRule(maxFields: number): ValidationRule {
  return (context) => {
    const countOf = selectionMeasure(context, (a, b) => a + b);
    let written = 0;
    let operationRefused = false;
    return {
      Field() {
        written += 1;
      },
      Document: {
        leave(document) {
          // One error is enough: an operation over the limit writes more than it too, most often.
          if (written <= maxFields || operationRefused) return;
          context.reportError(
            new GraphQLError(`The query writes ${written} fields; at most ${maxFields} are allowed.`, {
              nodes: document,
            }),
          );
        },
      },
      OperationDefinition(operation) {
        const count = countOf(operation.selectionSet);
        if (count <= maxFields) return;
        operationRefused = true;
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
