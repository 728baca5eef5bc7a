import type { Language } from '../../domain/language/Language';
import { apiUrl, requestHeaders } from './apiRequest';
import type { FetchFunction } from './HttpTransport';

/**
 * The consumer call (docs/openapi.yaml, fetchConsumer), made by a signed-in page's first script
 * (src/earlyInput.ts) while the app's scripts are still downloading. The app's first call on a stored
 * session is that one (prepareApp.ts), and on Cards its answer is the card the page paints (issue 42):
 * made from the app, it waited for the scripts, then for its preflight and its answer, one after the
 * other. The transport takes the early answer over for its own first call when that call is the same
 * request; any other first call, or the early call failing, goes over the network as usual.
 */
export interface EarlyCall {
  url: string;
  headers: Readonly<Record<string, string>>;
  answer: Promise<Response>;
}

/** fetchConsumer's path (a test holds it to the generated operations, which are too big to import here). */
export const CONSUMER_PATH = '/api/consumer';

/** The session whose consumer is asked for, in the language the app will speak. */
export interface EarlySession {
  token: string;
  language: Language;
}

/** Makes the consumer call as the transport would make it for that session. */
export function startEarlyConsumerCall(
  baseUrl: string,
  session: EarlySession,
  fetch: FetchFunction,
): EarlyCall {
  const url = apiUrl(baseUrl, CONSUMER_PATH);
  const headers = requestHeaders({ ...session, json: false });
  const answer = fetch(url, { method: 'GET', headers });
  // Whatever becomes of it, the transport's own call is the one that reports.
  answer.catch(() => undefined);
  return { url, headers, answer };
}

/**
 * A fetch whose first call is answered by the early call when it is the same request (method, URL and
 * headers), and goes to `fetch` otherwise; so does that call if the early one got no answer. Later
 * calls always go to `fetch`: the early answer is only ever as fresh as the app's first call.
 */
export function fetchTakingOver(early: EarlyCall, fetch: FetchFunction): FetchFunction {
  let waiting: EarlyCall | undefined = early;
  return (url, init) => {
    const call = waiting;
    waiting = undefined;
    if (call === undefined || !isSameRequest(call, url, init)) return fetch(url, init);
    return untilAborted(call.answer, init.signal).catch((error: unknown) =>
      init.signal?.aborted ? Promise.reject(error) : fetch(url, init),
    );
  };
}

function isSameRequest(call: EarlyCall, url: string, init: RequestInit): boolean {
  const method = init.method ?? 'GET';
  if (method !== 'GET' || url !== call.url || init.body != null) return false;
  const theirs = [...new Headers(init.headers).entries()];
  const ours = [...new Headers(call.headers).entries()];
  return JSON.stringify(theirs) === JSON.stringify(ours);
}

/** The answer, or the signal's reason once the caller gives up waiting (the transport's timeout). */
function untilAborted(answer: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return answer;
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
