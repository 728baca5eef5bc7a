import type { Language } from '../../domain/language/Language';

// What every call to the API is made of, for the transport (HttpTransport.ts) and for the consumer call
// a signed-in page's first script makes before the transport exists (earlyConsumerCall.ts): the two
// must send the same request, or the transport would not take the early answer over.

/** A call's URL: the API's base URL (with or without a path and a trailing slash), then the path. */
export function apiUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

export interface RequestHeaderParts {
  /** The user's language, for the answer's messages. */
  language: Language;
  /** The session's token, when the operation takes one and one is stored. */
  token: string | null;
  /** Whether the call carries a JSON body. */
  json: boolean;
}

/** JSON answers, the user's language, the bearer token when there is one, the JSON body's type. */
export function requestHeaders({ language, token, json }: RequestHeaderParts): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
  if (json) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
