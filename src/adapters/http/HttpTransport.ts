import type { Language } from '../../domain/language/Language';
import { GatewayError } from '../../application/shared/GatewayError';
import type { TokenStore } from '../../application/session/ports/TokenStore';
import { gatewayErrorFromStatus } from '../shared/gatewayErrorFromStatus';
import { apiUrl, requestHeaders } from './apiRequest';
import type { AnswerCheck, AnswerProblem } from './generated/answerChecks';
import type { operations } from './generated/apiTypes';
import { OPERATIONS, type OperationSpec, type SuccessBody } from './generated/operations';

/** The part of `fetch` the transport uses; tests pass their own. */
export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

/** How long a call may take, answer body included, before it counts as no answer. */
export const DEFAULT_TIMEOUT_MS = 15_000;

export interface HttpTransportOptions {
  /** The API's base URL (the build-time API_BASE_URL), with or without a path and a trailing slash. */
  baseUrl: string;
  tokens: TokenStore;
  /** The user's language, read at each call for the Accept-Language header. */
  language: () => Language;
  fetch?: FetchFunction;
  timeoutMs?: number;
}

/** An operation of docs/openapi.yaml, by its operationId. */
export type OperationId = keyof operations;
/** What the operation answers with 200, as the document describes it. */
export type Answer<Id extends OperationId> = SuccessBody<operations[Id]>;

type Defined<T> = Exclude<T, undefined>;
type ParametersOf<Id extends OperationId> = operations[Id]['parameters'];
/** A request body's JSON; never for none (R is a bare parameter, so never distributes to never). */
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type BodyOf<Id extends OperationId> = JsonOf<Defined<operations[Id]['requestBody']>>;
/** The headers a call gives itself; the transport adds the language (and the bearer) to every call. */
type HeadersOf<Id extends OperationId> = Omit<Defined<ParametersOf<Id>['header']>, 'Accept-Language'>;

/** A part the operation defines is given as the document types it; a part it lacks is never given. */
type Part<Name extends string, T> = [T] extends [never] ? { [K in Name]?: never } : { [K in Name]: T };

/**
 * What a call gives besides its operation, typed by docs/openapi.yaml: the path's variables (encoded
 * into the path, so an id can never reach another route), the query, the JSON body and the headers.
 */
export type HttpCall<Id extends OperationId, T> = Part<'path', Defined<ParametersOf<Id>['path']>> &
  Part<'query', Defined<ParametersOf<Id>['query']>> &
  Part<'body', BodyOf<Id>> &
  ([keyof HeadersOf<Id>] extends [never] ? { headers?: never } : { headers: HeadersOf<Id> }) & {
    /** false when the answer's `token` is not a session token (the vault's). */
    storesToken?: false;
    /** A narrower check than the operation's, for an answer the document leaves open (a GraphQL query's). */
    answer?: AnswerCheck<T>;
  };

/** The call's parts may be left out when its operation needs none. */
type CallArguments<Id extends OperationId, T> =
  object extends HttpCall<Id, T> ? [call?: HttpCall<Id, T>] : [call: HttpCall<Id, T>];

/** A call as the transport reads it, once the types above have checked it. */
interface CallParts {
  path?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string | undefined>>;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  storesToken?: false;
  answer?: AnswerCheck<unknown>;
}

/** A request, its operation resolved: what goes on the wire. */
interface HttpRequest {
  method: OperationSpec<unknown>['method'];
  /** The path with its variables in place, from the API root. */
  path: string;
  query: URLSearchParams;
  body?: string;
  bearer: boolean;
  headers: Readonly<Record<string, string>>;
}

/** An answer whose body is not JSON at all (a proxy's HTML error page, say). */
const UNREADABLE = Symbol('unreadable');

interface Exchange {
  status: number;
  ok: boolean;
  body: unknown;
  /** The Retry-After header in seconds, when the answer has one in that form. */
  retryAfter: number | null;
}

/**
 * The one way the HTTP adapters reach the API, applying the transport rules of SPEC sections 7 and 8
 * to the operations of docs/openapi.yaml: JSON both ways, the bearer token when one is stored (unless
 * the operation takes none), the user's language, a token answered is stored, every failure becomes a
 * typed GatewayError, no answer (network failure or timeout) becomes NetworkError, and a success whose
 * body the document does not allow becomes UnexpectedResponse, before any caller reads it.
 */
export class HttpTransport {
  private readonly fetch: FetchFunction;
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpTransportOptions) {
    // Called through a wrapper: a browser's fetch refuses to run detached from window.
    this.fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** Calls the operation and answers its checked 200 body. */
  send<Id extends OperationId, T extends Answer<Id> = Answer<Id>>(
    operation: Id,
    ...call: CallArguments<Id, T>
  ): Promise<T>;
  async send(operation: OperationId, call: CallParts = {}): Promise<unknown> {
    const spec: OperationSpec<unknown> = OPERATIONS[operation];
    const request = requestOf(spec, call);
    const { status, ok, body, retryAfter } = await this.exchange(request);
    if (!ok) throw gatewayErrorFromStatus(status, failureBody(body, retryAfter));
    const check = call.answer ?? spec.answer;
    if (!check(body)) throw unexpectedAnswer(spec, body === UNREADABLE ? null : check.errors?.[0]);
    if (call.storesToken !== false) this.storeToken(body);
    return body;
  }

  private async exchange(request: HttpRequest): Promise<Exchange> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const response = await this.fetch(this.urlOf(request), {
        method: request.method,
        headers: this.headersOf(request),
        body: request.body,
        signal: controller.signal,
      });
      const text = await response.text();
      return {
        status: response.status,
        ok: response.ok,
        body: parseJson(text),
        retryAfter: secondsOf(response.headers.get('Retry-After')),
      };
    } catch (error) {
      // Only fetch and the body read run here: whatever they throw means no (complete) answer came.
      throw noAnswer(controller.signal.aborted ? `No answer within ${this.timeoutMs} ms` : messageOf(error));
    } finally {
      clearTimeout(timer);
    }
  }

  private urlOf(request: HttpRequest): string {
    const search = request.query.size > 0 ? `?${request.query.toString()}` : '';
    return apiUrl(this.options.baseUrl, `${request.path}${search}`);
  }

  private headersOf(request: HttpRequest): Record<string, string> {
    const headers = requestHeaders({
      language: this.options.language(),
      token: request.bearer ? this.options.tokens.load() : null,
      json: request.body !== undefined,
    });
    return { ...headers, ...request.headers };
  }

  private storeToken(answer: unknown): void {
    if (typeof answer !== 'object' || answer === null) return;
    if ('token' in answer && typeof answer.token === 'string' && answer.token !== '') {
      this.options.tokens.save(answer.token);
    }
  }
}

/** The operation's method, its path with the call's variables encoded in place, the query, body and headers. */
function requestOf(spec: OperationSpec<unknown>, call: CallParts): HttpRequest {
  const path = spec.path.replace(/\{(\w+)\}/g, (_template, name: string) => {
    const value = call.path?.[name];
    if (value === undefined) throw new Error(`${spec.method} ${spec.path} needs its ${name}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) query.append(name, value);
  }
  return {
    method: spec.method,
    path,
    query,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    bearer: spec.bearer,
    headers: call.headers ?? {},
  };
}

/** A failure's body; a Retry-After header stands for the wait when the body does not say it. */
function failureBody(body: unknown, retryAfter: number | null): unknown {
  const readable = body === UNREADABLE ? {} : body;
  if (retryAfter === null || typeof readable !== 'object' || readable === null) return readable;
  return 'timeLeftForRetry' in readable ? readable : { ...readable, timeLeftForRetry: retryAfter };
}

/** Retry-After as delta-seconds; its HTTP-date form is not used by the API and reads as none. */
function secondsOf(header: string | null): number | null {
  return header !== null && /^\d+$/.test(header.trim()) ? Number(header.trim()) : null;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return UNREADABLE;
  }
}

/**
 * A success the document does not allow. The diagnostic, for developers, names the operation and where
 * the body broke its schema, never an id or a value from it (they may be personal data or a card's).
 */
function unexpectedAnswer(
  spec: OperationSpec<unknown>,
  problem: AnswerProblem | null | undefined,
): GatewayError {
  const where =
    problem === null
      ? 'a body that is not JSON'
      : `a body that breaks docs/openapi.yaml at ${problem?.instancePath || 'its root'} (${problem?.keyword ?? 'schema'} ${JSON.stringify(problem?.params ?? {})})`;
  return new GatewayError('UnexpectedResponse', {
    diagnostic: `${spec.method} ${spec.path} answered ${where}`,
  });
}

function noAnswer(reason: string): GatewayError {
  return new GatewayError('NetworkError', { errorMessage: reason });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? `No answer: ${error.message}` : 'No answer';
}
