import { Router, type Request, type RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit } from 'express-rate-limit';
import type { SandboxSessionCheck } from '../../src/adapters/sandbox/SandboxApi';
import { bearerOf } from './requestParts';

/** At most `limit` requests per `windowMinutes`, per key. */
export interface RateLimitRule {
  limit: number;
  windowMinutes: number;
  /**
   * A refused request is answered only after this pause. A client that keeps sending without waiting
   * for Retry-After then sends one request a second per connection, instead of taking as large a share
   * of the server's time with refusals as another consumer takes with their reads.
   */
  pauseMs?: number;
}

/** The pause before a refusal, on the limits that guard the server's time against clients sending without end. */
const REFUSAL_PAUSE_MS = 1000;

/** The server's limits on what a stranger can repeat (docs/security.md lists them). */
export const RATE_LIMITS = {
  /** POST /api/consumer/login, every attempt, per client address. */
  signInPerClient: { limit: 100, windowMinutes: 15 },
  /** POST /api/consumer/login, failed attempts only, per e-mail address: password guessing. */
  failedSignInPerEmail: { limit: 10, windowMinutes: 15 },
  /** Asking for and checking one-time codes, per session (wrong codes also lock per consumer). */
  oneTimeCodes: { limit: 30, windowMinutes: 15 },
  /** Sending the verification e-mail or the mobile code, per session (besides the 60-second wait). */
  messages: { limit: 10, windowMinutes: 15 },
  /** Checking a mobile code or an e-mail link, per session or client address. */
  codeChecks: { limit: 30, windowMinutes: 15 },
  /**
   * Promo codes refused (invalid, used, or any other failure), per consumer, whichever of their
   * sessions asks (a new sign-in buys no fresh count): code guessing.
   */
  failedPromoCodes: { limit: 20, windowMinutes: 15 },
  /**
   * Changing the e-mail or mobile (POST /api/consumer/update), every attempt, per consumer, whichever of
   * their sessions asks: an address not verified yet changes without a code and is sent a link at once,
   * and a new number may be texted at once, so changing back and forth would otherwise send without end.
   */
  contactChanges: { limit: 10, windowMinutes: 15 },
  /** Registering (which sends an e-mail), per client address. */
  registrations: { limit: 50, windowMinutes: 60 },
  /** Starting and finishing a password reset (which sends an e-mail), per client address. */
  passwordResets: { limit: 10, windowMinutes: 15 },
  /**
   * POST /sandbox-api/vault/tokenise, per client address (signed in or not), counted before the body is
   * read: the vault keeps its 500 newest secure-input tokens, so one client may not push a visitor's
   * password token out before they register. A visitor tokenises a password once per form sent.
   */
  secureInputs: { limit: 100, windowMinutes: 15, pauseMs: REFUSAL_PAUSE_MS },
  /**
   * GET /api/consumer/orders, per consumer, whichever of their sessions asks: a list grows with every
   * order the account ever had (1500 orders are 534 kB of JSON, about 8 ms to write), so one account
   * listing without pause would slow everyone. The app lists them once per visit to the Orders screen.
   */
  orderLists: { limit: 10, windowMinutes: 1, pauseMs: REFUSAL_PAUSE_MS },
  /**
   * POST /graphql, per client address, counted before the body is read: the one query anyone may send
   * unsigned. The app asks for the footer's news once per page it shows with that footer.
   */
  graphqlQueries: { limit: 30, windowMinutes: 1, pauseMs: REFUSAL_PAUSE_MS },
} as const satisfies Record<string, RateLimitRule>;

type KeyOf = (request: Request) => string;

function clientAddress(request: Request): string {
  return ipKeyGenerator(request.ip ?? 'unknown');
}

/**
 * The session's token when it opens a live session or login the sandbox knows (so one session cannot
 * spread over addresses), else the address: a made-up bearer on a public route buys no fresh count.
 */
function sessionOrClientOf(sandbox: SandboxSessionCheck): KeyOf {
  return (request) => {
    const bearer = bearerOf(request);
    return sandbox.sessionKind(bearer) === 'none' ? clientAddress(request) : `session:${bearer}`;
  };
}

/** The consumer the bearer's live session or login belongs to, else the client's address. */
function consumerOrClientOf(sandbox: SandboxSessionCheck): KeyOf {
  return (request) => {
    const consumer = sandbox.sessionOwner(bearerOf(request));
    return consumer === null ? clientAddress(request) : `consumer:${consumer}`;
  };
}

function emailOf(request: Request): string {
  const body: unknown = request.body;
  const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : null;
  return typeof email === 'string' ? `email:${email.trim().toLowerCase()}` : clientAddress(request);
}

/** The contract's error body for a 429; express-rate-limit has set Retry-After to the same seconds. */
const tooManyRequests: RequestHandler = (_request, response) => {
  const seconds = Number(response.getHeader('Retry-After'));
  response.status(429).json({
    errorCode: 'tooManyRequests',
    errorMessage: 'Too many requests. Please try again later.',
    timeLeftForRetry: Number.isFinite(seconds) ? seconds : 60,
  });
};

/** The 429, after the rule's pause (unless the client has gone meanwhile). */
function refusal(pauseMs: number | undefined): RequestHandler {
  if (pauseMs === undefined) return tooManyRequests;
  return (request, response, next) => {
    setTimeout(() => {
      if (!response.headersSent && !request.socket.destroyed) tooManyRequests(request, response, next);
    }, pauseMs);
  };
}

/**
 * The rate limits, each with its own in-memory store, mounted in front of the routes they guard;
 * `reset` forgets every count (the sandbox's reset tool calls it, so tests start afresh).
 */
export class RateLimits {
  private readonly stores: MemoryStore[] = [];

  /** @param sandbox tells which bearers open a live session, and whose (the limiters' keys). */
  constructor(private readonly sandbox: SandboxSessionCheck) {}

  /**
   * The limiters that read the body (an e-mail address), mounted after the body parser, by method and
   * path; each passes the request on to the route when under its limit.
   */
  routes(): Router {
    const router = Router();
    const sessionOrClient = sessionOrClientOf(this.sandbox);
    router.post(
      '/api/consumer/login',
      this.limiter(RATE_LIMITS.signInPerClient, clientAddress),
      this.limiter(RATE_LIMITS.failedSignInPerEmail, emailOf, true),
    );
    const oneTimeCodes = this.limiter(RATE_LIMITS.oneTimeCodes, sessionOrClient);
    router.post(['/api/consumer/otp/request', '/api/consumer/otp/verify'], oneTimeCodes);
    const messages = this.limiter(RATE_LIMITS.messages, sessionOrClient);
    router.get(['/api/consumer/verify-email/send-email', '/api/consumer/otp-device/add'], messages);
    const codeChecks = this.limiter(RATE_LIMITS.codeChecks, sessionOrClient);
    router.post(['/api/consumer/otp-device/verify', '/api/consumer/verify-email/check-code'], codeChecks);
    const consumerOrClient = consumerOrClientOf(this.sandbox);
    router.post('/api/consumer/update', this.limiter(RATE_LIMITS.contactChanges, consumerOrClient));
    router.get('/api/consumer/orders', this.limiter(RATE_LIMITS.orderLists, consumerOrClient));
    router.post(
      '/api/order/:orderId/discount',
      this.limiter(RATE_LIMITS.failedPromoCodes, consumerOrClient, true),
    );
    router.post('/api/consumer/register', this.limiter(RATE_LIMITS.registrations, clientAddress));
    const resets = this.limiter(RATE_LIMITS.passwordResets, clientAddress);
    router.post(['/api/consumer/lost-password/start', '/api/consumer/lost-password/resume'], resets);
    return router;
  }

  /**
   * The limiters that need no body, mounted before the body parser: a client over its limit is answered
   * 429 before anything it sent is read.
   */
  beforeBody(): Router {
    const router = Router();
    router.post('/graphql', this.limiter(RATE_LIMITS.graphqlQueries, clientAddress));
    router.post('/sandbox-api/vault/tokenise', this.limiter(RATE_LIMITS.secureInputs, clientAddress));
    return router;
  }

  reset(): void {
    for (const store of this.stores) void store.resetAll();
  }

  private limiter(rule: RateLimitRule, keyOf: KeyOf, failuresOnly = false): RequestHandler {
    const store = new MemoryStore();
    this.stores.push(store);
    return rateLimit({
      windowMs: rule.windowMinutes * 60 * 1000,
      limit: rule.limit,
      keyGenerator: keyOf,
      skipSuccessfulRequests: failuresOnly,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      handler: refusal(rule.pauseMs),
      store,
    });
  }
}
