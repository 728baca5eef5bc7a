import { FIELD_REQUIRED, WRONG_TYPE } from '../http/openApiValidation';
import type { Method } from './apiTestServer';
import type { ApiTestContext, SignedInTokens } from './apiTestServerPerFile';

/** One route of a family, with a valid request and, per field, a value of the wrong type. */
export interface RouteCase {
  method: Method;
  path: string;
  /** A valid body, for routes that read one. */
  body?: Record<string, unknown>;
  /** Body fields the route requires (default: every field of `body`). */
  requiredFields?: string[];
  /** Per body field, a value of the wrong type. */
  wrongBody?: Record<string, unknown>;
  /** A valid query string (without '?'), for routes that read one. */
  query?: string;
  requiredParams?: string[];
  /** A query string whose every parameter has the wrong type or value. */
  wrongQuery?: string;
  /** Headers every request to the route carries (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** Whether the sandbox wants a token (a valid request without one is then 401). */
  needsToken: boolean;
}

export interface BadInputFamily {
  /** A path under the family's prefix that the contract does not list. */
  unknownPath: string;
  /** Whose token the bad requests carry, so only their badness can stop them. */
  signedInAs: keyof SignedInTokens;
  routes: RouteCase[];
}

const name = (route: RouteCase) => `${route.method} ${route.path}`;
const withQuery = (route: RouteCase, query: string | undefined) =>
  query === undefined ? route.path : `${route.path}?${query}`;
const fieldErrors = (fieldNames: string[], messageKey: string) => ({
  errorCode: 'invalidFields',
  errorMessage: expect.any(String),
  invalidFields: fieldNames.map((fieldName) => ({ fieldName, errors: [messageKey] })),
});
const paramNames = (query: string) => [...new Set(new URLSearchParams(query).keys())];

/** A valid body of about 150 kB, well over the 100 kB limit. */
export const OVERSIZED_BODY = JSON.stringify({ filler: 'x'.repeat(150 * 1024) });

/**
 * The bad-input cases of one route family: malformed JSON, missing fields, wrong types, no token, a body
 * over the limit and an unknown path — each answering its status and body and leaving the sandbox as it was.
 */
export function describeBadInput(context: () => ApiTestContext, family: BadInputFamily): void {
  const withBody = family.routes.filter((route) => route.body !== undefined);
  const withQueryString = family.routes.filter((route) => route.query !== undefined);
  const withToken = family.routes.filter((route) => route.needsToken);
  const withoutGet = family.routes.find((route) => route.method !== 'GET');

  async function expectRefused(
    request: () => Promise<{ status: number; body: unknown }>,
    status: number,
    body: unknown,
  ) {
    const before = context().snapshot();
    const answer = await request();
    expect(answer).toEqual({ status, body });
    expect(context().snapshot()).toEqual(before);
  }

  const token = () => context().tokens[family.signedInAs];
  const call = (...args: Parameters<ApiTestContext['server']['call']>) => context().server.call(...args);

  describe('bad input changes nothing', () => {
    if (withBody.length > 0) {
      it.each(withBody.map((route) => [name(route), route] as const))(
        '%s: malformed JSON is a 400',
        (_, route) =>
          expectRefused(
            () =>
              call(route.method, withQuery(route, route.query), {
                rawBody: '{"broken": ',
                token: token(),
                headers: route.headers,
              }),
            400,
            { errorCode: 'malformedJson', errorMessage: expect.any(String) },
          ),
      );

      it.each(withBody.map((route) => [name(route), route] as const))(
        '%s: missing fields are a 400',
        (_, route) =>
          expectRefused(
            () =>
              call(route.method, withQuery(route, route.query), {
                body: {},
                token: token(),
                headers: route.headers,
              }),
            400,
            fieldErrors(route.requiredFields ?? Object.keys(route.body ?? {}), FIELD_REQUIRED),
          ),
      );

      it.each(withBody.map((route) => [name(route), route] as const))(
        '%s: wrong types are a 400',
        (_, route) =>
          expectRefused(
            () =>
              call(route.method, withQuery(route, route.query), {
                body: route.wrongBody,
                token: token(),
                headers: route.headers,
              }),
            400,
            fieldErrors(Object.keys(route.wrongBody ?? {}), WRONG_TYPE),
          ),
      );
    }

    if (withQueryString.length > 0) {
      it.each(withQueryString.map((route) => [name(route), route] as const))(
        '%s: missing query parameters are a 400',
        (_, route) =>
          expectRefused(
            () =>
              call(route.method, route.path, { body: route.body, token: token(), headers: route.headers }),
            400,
            fieldErrors(route.requiredParams ?? paramNames(route.query ?? ''), FIELD_REQUIRED),
          ),
      );

      it.each(withQueryString.map((route) => [name(route), route] as const))(
        '%s: query parameters of the wrong type are a 400',
        (_, route) =>
          expectRefused(
            () =>
              call(route.method, withQuery(route, route.wrongQuery), {
                body: route.body,
                token: token(),
                headers: route.headers,
              }),
            400,
            fieldErrors(paramNames(route.wrongQuery ?? ''), WRONG_TYPE),
          ),
      );
    }

    if (withToken.length > 0) {
      it.each(withToken.map((route) => [name(route), route] as const))('%s: no token is a 401', (_, route) =>
        expectRefused(
          () =>
            call(route.method, withQuery(route, route.query), { body: route.body, headers: route.headers }),
          401,
          {
            errorCode: 'unauthorized',
            errorMessage: expect.any(String),
          },
        ),
      );
    }

    if (withoutGet !== undefined) {
      it(`${name(withoutGet)}: a body over 100 kB is a 400`, () =>
        expectRefused(
          () =>
            call(withoutGet.method, withQuery(withoutGet, withoutGet.query), {
              rawBody: OVERSIZED_BODY,
              token: token(),
              headers: withoutGet.headers,
            }),
          400,
          { errorCode: 'bodyTooLarge', errorMessage: expect.any(String) },
        ));
    }

    it(`${family.unknownPath}: an unknown path is a 404`, () =>
      expectRefused(() => call('GET', family.unknownPath, { token: token() }), 404, {
        errorCode: 'notFound',
        errorMessage: expect.any(String),
      }));
  });
}
