import cors from 'cors';
import express from 'express';
import type { SandboxApi } from '../src/adapters/sandbox/SandboxApi';
import { errorHandler } from './http/errorHandler';
import { loopbackHostOnly } from './http/loopbackHostOnly';
import { absentBodyIsEmpty, offContractAnswer, openApiValidation } from './http/openApiValidation';
import { notFound } from './http/notFound';
import { RateLimits } from './http/rateLimits';
import { requestLog } from './http/requestLog';
import { securityHeaders } from './http/securityHeaders';
import { sessionGate } from './http/sessionGate';
import { wellFormedPath } from './http/wellFormedPath';
import type { ControllableClock } from './ManualClock';
import { cardRoutes } from './routes/cardRoutes';
import { consumerRoutes } from './routes/consumerRoutes';
import { kycRoutes } from './routes/kycRoutes';
import { GRAPHQL_BODY_LIMIT, newsRoute } from './routes/newsRoute';
import { orderRoutes } from './routes/orderRoutes';
import { sandboxGate, sandboxRoutes, sandboxTools } from './routes/sandboxRoutes';
import { sessionRoutes } from './routes/sessionRoutes';

export interface ApiServerOptions {
  /** The simulated issuer the routes call. */
  sandbox: SandboxApi;
  /** Origins whose pages may call the API (CORS), e.g. the app's dev origin http://localhost:8080. */
  allowedOrigins: string[];
  /** Receives one line per request, and the stack of each unexpected failure. Default: stdout. */
  log?: (line: string) => void;
  /** The sandbox's clock, when tests move it: only then is POST /sandbox-api/clock/advance served. */
  clock?: ControllableClock;
  /**
   * Whether the sandbox tools are served (sandboxToolsSwitch.ts): /sandbox-api and Simulate Success
   * (routes/sandboxRoutes.ts); when false every such path is 403.
   */
  sandboxTools: boolean;
  /**
   * Whether the rate limits of http/rateLimits.ts apply (default true). Only `npm run bench:api` turns
   * them off, as it measures the routes themselves with thousands of sign-ins from one address.
   */
  rateLimited?: boolean;
  /**
   * Whether every answer is checked against docs/openapi.yaml too (default false): the server's tests
   * turn it on, so an answer the document does not describe fails them.
   */
  validateResponses?: boolean;
}

/** Bodies above this are refused with 400 bodyTooLarge (docs/rest-contract.md, Transport). */
export const BODY_LIMIT = '100kb';

/** The request headers the app sends (bearer, language, JSON, the payment idempotency key). */
export const ALLOWED_HEADERS = ['Authorization', 'Accept-Language', 'Content-Type', 'Idempotency-Key'];

function writeLine(line: string): void {
  process.stdout.write(`${line}\n`);
}

/**
 * The local API server: the sandbox over the REST contract of docs/rest-contract.md and the GraphQL news
 * query, plus the sandbox-only tools under /sandbox-api. Pure: the caller decides where it listens.
 */
export function createApiServer(options: ApiServerOptions): express.Express {
  const { sandbox } = options;
  const log = options.log ?? writeLine;
  const app = express();
  app.disable('x-powered-by');
  // Personal data carries no validator a cache could revalidate against.
  app.set('etag', false);
  app.use(requestLog(log));
  // The headers first: every answer carries them, the earliest refusal (a foreign Host) included.
  app.use(...securityHeaders(), loopbackHostOnly);
  app.use(
    cors({
      origin: options.allowedOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ALLOWED_HEADERS,
    }),
  );
  app.use(wellFormedPath);
  // Before the body parser: a request without a live session is refused before its body is read.
  app.use(sessionGate(sandbox));
  const rateLimits = new RateLimits(sandbox);
  const rateLimited = options.rateLimited !== false;
  if (rateLimited) app.use(rateLimits.beforeBody());
  // The one query anyone may send is small: a larger body is refused unread.
  app.use('/graphql', express.json({ limit: GRAPHQL_BODY_LIMIT }));
  app.use(express.json({ limit: BODY_LIMIT }));
  // After the body parser: failed sign-ins are counted per e-mail address.
  if (rateLimited) app.use(rateLimits.routes());
  const tools = sandboxTools(sandbox, options.clock, () => rateLimits.reset());
  // Before the validator: a sandbox tool that is off, or called from another site, is refused whatever it carries.
  app.use(sandboxGate(tools, { enabled: options.sandboxTools, allowedOrigins: options.allowedOrigins }));
  // Every request the document describes is checked against it before a route reads it.
  app.use(absentBodyIsEmpty, ...openApiValidation({ validateResponses: options.validateResponses === true }));
  app.use(
    consumerRoutes(sandbox),
    sessionRoutes(sandbox),
    kycRoutes(sandbox),
    orderRoutes(sandbox),
    cardRoutes(sandbox),
    newsRoute(sandbox),
  );
  app.use(sandboxRoutes(tools));
  app.use(notFound);
  app.use(offContractAnswer(log), errorHandler(log), offContractAnswer(log));
  return app;
}
