/** @jest-environment node */
import { describeBadInput } from '../testing/describeBadInput';
import { apiTestServerPerFile } from '../testing/apiTestServerPerFile';

const context = apiTestServerPerFile();
const server = () => context().server;

const NEWS_QUERY =
  'query News($merchant: String!, $limit: Int!) { news(merchant: $merchant, limit: $limit) { title description url date } }';

const news = (variables: Record<string, unknown>, query = NEWS_QUERY) =>
  server().call('POST', '/graphql', { body: { query, variables } });

describe('news route (GraphQL)', () => {
  describeBadInput(context, {
    unknownPath: '/graphql/no-such-call',
    signedInAs: 'demo',
    routes: [
      {
        method: 'POST',
        path: '/graphql',
        body: { query: NEWS_QUERY, variables: { merchant: 'shop_en', limit: 3 } },
        requiredFields: ['query'],
        wrongBody: { query: 42, variables: ['shop_en', 3], operationName: 7 },
        needsToken: false,
      },
    ],
  });

  it('answers the latest posts of each store', async () => {
    const english = await news({ merchant: 'shop_en', limit: 3 });
    const french = await news({ merchant: 'shop_fr', limit: 3 });

    expect(english).toEqual({ status: 200, body: { data: { news: server().sandbox.news('shop_en', 3) } } });
    expect(french).toEqual({ status: 200, body: { data: { news: server().sandbox.news('shop_fr', 3) } } });
    expect(french).not.toEqual(english);
  });

  it.each([
    ['a syntax error', { merchant: 'shop_en', limit: 3 }, 'query {'],
    [
      'an unknown field',
      { merchant: 'shop_en', limit: 3 },
      '{ news(merchant: "shop_en", limit: 3) { author } }',
    ],
    ['a missing variable', { merchant: 'shop_en' }, NEWS_QUERY],
    ['a variable of the wrong type', { merchant: 'shop_en', limit: 'three' }, NEWS_QUERY],
    ['an unknown store', { merchant: 'shop_de', limit: 3 }, NEWS_QUERY],
  ])('refuses %s with 400 and the GraphQL errors', async (_, variables, query) => {
    await expect(news(variables, query)).resolves.toEqual({
      status: 400,
      body: { errorCode: 'invalidQuery', errorMessage: expect.any(String), errors: [expect.any(Object)] },
    });
  });

  it('answers the sandbox’s own refusal with its status and body', async () => {
    await expect(news({ merchant: 'shop_en', limit: -1 })).resolves.toEqual({
      status: 400,
      body: { errorCode: 'invalidLimit', errorMessage: expect.any(String) },
    });
  });

  it('answers an injected server failure with 500, and an injected network failure with no answer', async () => {
    server().sandbox.failNext('news', 500);
    await expect(news({ merchant: 'shop_en', limit: 3 })).resolves.toEqual({
      status: 500,
      body: { errorCode: 'injectedFault', errorMessage: expect.any(String) },
    });

    server().sandbox.failNext('news', 'network');
    await expect(news({ merchant: 'shop_en', limit: 3 })).rejects.toThrow();
  });
});
