import type { FetchFunction } from '../HttpTransport';

/** A request as the fake fetch saw it. */
export interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  /** The parsed JSON body, or undefined when none was sent. */
  body: unknown;
}

export interface FakeFetch {
  fetch: FetchFunction;
  sent: SentRequest[];
  /** The only request sent so far; fails when there were none or several. */
  only(): SentRequest;
}

/** A JSON answer, as the API would send it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that records each request and answers with `answer` (a JSON {} by default). */
export function fakeFetch(
  answer: (request: SentRequest) => Response | Promise<Response> = () => jsonResponse({}),
): FakeFetch {
  const sent: SentRequest[] = [];
  const fetch: FetchFunction = async (url, init) => {
    const request: SentRequest = {
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    return answer(request);
  };
  return {
    fetch,
    sent,
    only() {
      const [request, ...others] = sent;
      if (request === undefined || others.length > 0)
        throw new Error(`expected one request, saw ${sent.length}`);
      return request;
    },
  };
}
