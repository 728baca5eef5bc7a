import type { Language } from '../../domain/language/Language';
import { GatewayError } from '../../application/shared/GatewayError';
import type { TokenStore } from '../../application/session/ports/TokenStore';
import { gatewayErrorFromStatus } from '../shared/gatewayErrorFromStatus';

/** The part of `fetch` the transport uses; tests pass their own. */
export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

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

/** What a call sends. */
export interface HttpRequest {
  method: HttpMethod;
  /** From the API root, its variable segments already encoded (see apiPath). */
  path: string;
  query?: Record<string, string | undefined>;
  body?: object;
  headers?: Record<string, string>;
  /** false for register and login, which never carry the bearer header. */
  auth?: boolean;
  /** false when the answer's `token` is not a session token (the vault's tokens). */
  storesToken?: boolean;
}

/** A request and what the caller reads of its answer. */
export interface HttpCall<T> extends HttpRequest {
  /** The answer's fields the caller reads: an answer without one is broken (ServerError). */
  reads?: readonly (keyof T & string)[];
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
 * The one way the HTTP adapters reach the API, applying the transport rules of SPEC sections 7 and 8:
 * JSON both ways, the bearer token when one is stored (unless the call says otherwise), the user's
 * language, a token answered is stored, every failure becomes a typed GatewayError, and no answer
 * (network failure or timeout) becomes NetworkError.
 */
export class HttpTransport {
  private readonly baseUrl: string;
  private readonly fetch: FetchFunction;
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpTransportOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    // Called through a wrapper: a browser's fetch refuses to run detached from window.
    this.fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async send<T extends object>(call: HttpCall<T>): Promise<T> {
    const { status, ok, body, retryAfter } = await this.exchange(call);
    if (!ok) throw gatewayErrorFromStatus(status, failureBody(body, retryAfter));
    const answer = readAnswer(call, body);
    if (call.storesToken !== false) this.storeToken(answer);
    return answer;
  }

  private async exchange(call: HttpRequest): Promise<Exchange> {
    const url = this.urlOf(call);
    const headers = this.headersOf(call);
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const response = await this.fetch(url, {
        method: call.method,
        headers,
        body,
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

  private urlOf(call: HttpRequest): string {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) query.append(name, value);
    }
    const search = query.size > 0 ? `?${query.toString()}` : '';
    return `${this.baseUrl}${call.path}${search}`;
  }

  private headersOf(call: HttpRequest): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': this.options.language(),
    };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    const token = call.auth === false ? null : this.options.tokens.load();
    if (token) headers.Authorization = `Bearer ${token}`;
    return { ...headers, ...call.headers };
  }

  private storeToken(answer: object): void {
    if ('token' in answer && typeof answer.token === 'string' && answer.token !== '') {
      this.options.tokens.save(answer.token);
    }
  }
}

/** The success body, as the contract describes it for this call; an empty body reads as {}. */
function readAnswer<T extends object>(call: HttpCall<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw brokenAnswer(call, 'a body that is not a JSON object');
  }
  const missing = (call.reads ?? []).filter((field) => !(field in body));
  if (missing.length > 0) throw brokenAnswer(call, `no ${missing.join(', ')}`);
  // The fields read are present; their shapes are the contract's, which the contract suites prove.
  return body as T;
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

function brokenAnswer(call: HttpRequest, what: string): GatewayError {
  return new GatewayError('ServerError', { diagnostic: `${call.method} ${call.path} answered ${what}` });
}

function noAnswer(reason: string): GatewayError {
  return new GatewayError('NetworkError', { errorMessage: reason });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? `No answer: ${error.message}` : 'No answer';
}
