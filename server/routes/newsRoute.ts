import { Router, type RequestHandler } from 'express';
import { buildSchema, GraphQLError } from 'graphql';
import type { SandboxCalls } from '../../src/adapters/sandbox/SandboxApi';
import { SandboxError } from '../../src/adapters/sandbox/SandboxError';
import { NEWS_MERCHANTS, type NewsMerchant } from '../../src/domain/news/newsMerchant';
import type { NewsPost } from '../../src/domain/news/NewsPost';
import { runLimitedQuery, type QueryLimits } from '../graphql/runLimitedQuery';
import { bodyOf } from '../http/requestParts';

/** The news query of SPEC section 7: news(merchant, limit) with what the news box reads. */
const NEWS_SCHEMA = buildSchema(`
  type NewsPost {
    title: String!
    description: String!
    url: String!
    "YYYY-MM-DD"
    date: String!
  }

  type Query {
    "The store's latest posts, newest first; merchant is shop_en or shop_fr."
    news(merchant: String!, limit: Int!): [NewsPost!]!
  }
`);

/**
 * The app's news query (HttpNewsGateway's NEWS_QUERY) is 120 bytes, 33 tokens, 2 deep with 5 fields;
 * these leave room for other honest queries (ten aliased news fields, as many as the field limit allows,
 * are 503 bytes and 142 tokens) while a long, deep or alias-stuffed one is refused with 400 before it runs, most before they are even parsed.
 */
export const NEWS_QUERY_LIMITS: QueryLimits = { maxBytes: 1024, maxTokens: 200, maxDepth: 5, maxFields: 20 };

/** A body of /graphql above this is refused unread (400 bodyTooLarge): the query and its variables are small. */
export const GRAPHQL_BODY_LIMIT = '8kb';

const MERCHANTS: readonly NewsMerchant[] = Object.values(NEWS_MERCHANTS);

function isNewsMerchant(merchant: string): merchant is NewsMerchant {
  return MERCHANTS.some((known) => known === merchant);
}

/** The root resolvers; GraphQL has already checked the arguments against the schema's types. */
function newsRoot(sandbox: SandboxCalls) {
  return {
    news({ merchant, limit }: { merchant: string; limit: number }): NewsPost[] {
      if (!isNewsMerchant(merchant)) {
        throw new GraphQLError(`Unknown merchant "${merchant}": use ${MERCHANTS.join(' or ')}.`);
      }
      return sandbox.news(merchant, limit);
    },
  };
}

/**
 * A failure inside a resolver that is not a query error: the sandbox's own status (or no answer), or an
 * unexpected error for the 500 handler. Query errors (syntax, unknown fields, variables) stay 400s.
 */
function failureBehind(errors: readonly GraphQLError[]): unknown {
  const causes = errors.map((error) => error.originalError).filter((cause) => cause !== undefined);
  return (
    causes.find((cause) => cause instanceof SandboxError) ??
    causes.find((cause) => !(cause instanceof GraphQLError)) ??
    null
  );
}

/**
 * POST /graphql: 200 { data } for a good query, 400 with errorMessage and the GraphQL errors otherwise
 * (a query over NEWS_QUERY_LIMITS included).
 */
export function newsRoute(sandbox: SandboxCalls): Router {
  const rootValue = newsRoot(sandbox);
  const handler: RequestHandler = async (request, response) => {
    const { query, variables, operationName } = bodyOf(request, 'graphql');
    const result = await runLimitedQuery(
      {
        schema: NEWS_SCHEMA,
        source: query,
        rootValue,
        variableValues: variables ?? {},
        operationName: operationName ?? undefined,
      },
      NEWS_QUERY_LIMITS,
    );
    if (result.errors === undefined) {
      response.json({ data: result.data });
      return;
    }
    const failure = failureBehind(result.errors);
    if (failure !== null) throw failure;
    response.status(400).json({
      errorCode: 'invalidQuery',
      errorMessage: result.errors.map((error) => error.message).join(' '),
      errors: result.errors.map((error) => error.toJSON()),
    });
  };
  const router = Router();
  router.post('/graphql', handler);
  return router;
}
