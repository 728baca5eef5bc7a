import { GraphQLError, type ValidationRule } from 'graphql';
import { selectionMeasure } from './selectionMeasure';

/**
 * Refuses an operation whose fields nest deeper than `maxDepth` (a field with no selection is 1 deep,
 * fragments spread in), before it runs: depth is what multiplies a query's work.
 */
export function maxDepthRule(maxDepth: number): ValidationRule {
  return (context) => {
    const depthOf = selectionMeasure(context, Math.max);
    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet);
        if (depth <= maxDepth) return;
        context.reportError(
          new GraphQLError(`The query is ${depth} levels deep; at most ${maxDepth} are allowed.`, {
            nodes: operation,
          }),
        );
      },
    };
  };
}
