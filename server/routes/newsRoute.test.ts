import { NEWS_QUERY as APP_NEWS_QUERY } from '../../src/adapters/http/HttpNewsGateway';
import { describeBadInput } from '../testing/describeBadInput';
import { apiTestServerPerFile } from '../testing/apiTestServerPerFile';
import { NEWS_QUERY_LIMITS } from './newsRoute';

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

/** `times` aliased news fields, each selecting `selection`. */
function aliasedNews(times: number, selection: string): string {
  const fields = Array.from(
    { length: times },
    (_, index) => `n${index}: news(merchant: "shop_en", limit: 1) ${selection}`,
  );
  return `{ ${fields.join(' ')} }`;
}

/** An introspection query reaching `depth` levels: __type, fields, type, then ofType down to name. */
function introspectionOfDepth(depth: number): string {
  const ofTypes = 'ofType { '.repeat(depth - 4);
  return `{ __type(name: "NewsPost") { fields { type { ${ofTypes}name ${'} '.repeat(depth - 4)}} } } }`;
}

const LIMIT_REFUSAL = (words: string) => ({
  status: 400,
  body: {
    errorCode: 'invalidQuery',
    errorMessage: expect.stringContaining(words),
    errors: [expect.objectContaining({ message: expect.stringContaining(words) })],
  },
});

describe('news route limits (GraphQL depth and size)', () => {
  it('answers the app’s own news query, and twice it in one query', async () => {
    await expect(news({ merchant: 'shop_fr', limit: 5 }, APP_NEWS_QUERY)).resolves.toEqual({
      status: 200,
      body: { data: { news: server().sandbox.news('shop_fr', 5) } },
    });
    const both =
      '{ en: news(merchant: "shop_en", limit: 2) { title description url date } ' +
      'fr: news(merchant: "shop_fr", limit: 2) { title description url date } }';
    await expect(news({}, both)).resolves.toMatchObject({ status: 200 });
  });

  it(`answers a query ${NEWS_QUERY_LIMITS.maxDepth} levels deep, and refuses one level more with 400`, async () => {
    const { maxDepth } = NEWS_QUERY_LIMITS;
    await expect(news({}, introspectionOfDepth(maxDepth))).resolves.toMatchObject({ status: 200 });
    await expect(news({}, introspectionOfDepth(maxDepth + 1))).resolves.toEqual(
      LIMIT_REFUSAL(`${maxDepth + 1} levels deep`),
    );
  });

  it('counts the depth of fragments where they are spread', async () => {
    const ofTypes = 'ofType { '.repeat(NEWS_QUERY_LIMITS.maxDepth);
    const query =
      '{ ...Outer } fragment Outer on Query { __type(name: "NewsPost") { ...Inner } } ' +
      `fragment Inner on __Type { ${ofTypes}name ${'} '.repeat(NEWS_QUERY_LIMITS.maxDepth)}}`;
    await expect(news({}, query)).resolves.toEqual(LIMIT_REFUSAL('levels deep'));
  });

  it(`answers ${NEWS_QUERY_LIMITS.maxFields} fields, aliases included, and refuses more with 400`, async () => {
    const { maxFields } = NEWS_QUERY_LIMITS;
    // Each aliased news field selects one field: two per alias.
    await expect(news({}, aliasedNews(maxFields / 2, '{ title }'))).resolves.toMatchObject({ status: 200 });
    await expect(news({}, aliasedNews(maxFields / 2, '{ title date }'))).resolves.toEqual(
      LIMIT_REFUSAL(`${maxFields + maxFields / 2} fields`),
    );
    const typenames = `{ ${Array.from({ length: maxFields + 1 }, (_, index) => `t${index}: __typename`).join(' ')} }`;
    await expect(news({}, typenames)).resolves.toEqual(LIMIT_REFUSAL(`${maxFields + 1} fields`));
  });

  it('counts a fragment’s fields each time it is spread', async () => {
    const post = 'fragment Post on NewsPost { title description url date }';
    const spreads = Math.floor(NEWS_QUERY_LIMITS.maxFields / 5) + 1;
    await expect(news({}, `${aliasedNews(spreads, '{ ...Post }')} ${post}`)).resolves.toEqual(
      LIMIT_REFUSAL('fields'),
    );
  });

  it('refuses a query over the limits before it runs: a fault injected into the news call stays unfired', async () => {
    server().sandbox.failNext('news', 500);

    await expect(news({}, aliasedNews(NEWS_QUERY_LIMITS.maxFields / 2 + 1, '{ title }'))).resolves.toEqual(
      LIMIT_REFUSAL('fields'),
    );
    await expect(news({ merchant: 'shop_en', limit: 3 })).resolves.toMatchObject({ status: 500 });
  });

  it(`refuses a document over ${NEWS_QUERY_LIMITS.maxBytes} bytes before parsing it, whatever it holds`, async () => {
    const { maxBytes } = NEWS_QUERY_LIMITS;
    const padded = (bytes: number) => `{ __typename }${' '.repeat(bytes - '{ __typename }'.length)}`;

    await expect(news({}, padded(maxBytes))).resolves.toMatchObject({ status: 200 });
    await expect(news({}, padded(maxBytes + 1))).resolves.toEqual(LIMIT_REFUSAL(`${maxBytes + 1} bytes`));
    // Not even a syntax error is reported: the text was never parsed.
    await expect(news({}, `{ ${'('.repeat(maxBytes)}`)).resolves.toEqual(LIMIT_REFUSAL('bytes'));
  });

  it(`stops parsing at ${NEWS_QUERY_LIMITS.maxTokens} tokens`, async () => {
    const { maxTokens } = NEWS_QUERY_LIMITS;
    await expect(news({}, `{ ${'a '.repeat(maxTokens)}}`)).resolves.toEqual(
      LIMIT_REFUSAL(`${maxTokens} tokens`),
    );
  });

  it('refuses a document that writes more fields than an operation may select, fragments included, before graphql-js’ own rules', async () => {
    const { maxFields } = NEWS_QUERY_LIMITS;
    // Hundreds of one repeated field made graphql-js' overlap rule compare each pair: 30 ms at 200.
    const repeated = `{ news(merchant: "shop_en", limit: 1) { ${'title '.repeat(150)}} }`;
    const unusedFragment = `{ __typename } fragment Many on NewsPost { ${'title '.repeat(maxFields)}}`;

    await expect(news({}, repeated)).resolves.toEqual(LIMIT_REFUSAL('151 fields'));
    await expect(news({}, unusedFragment)).resolves.toEqual(LIMIT_REFUSAL(`${maxFields + 1} fields`));
  });

  it('refuses a body over 8 kB unread, such as 3000 repeated fields (96 kB)', async () => {
    const issueDocument = `{ news(merchant: "shop_en", limit: 1) { ${'title description url date '.repeat(750)}} }`;

    await expect(news({}, issueDocument)).resolves.toEqual({
      status: 400,
      body: { errorCode: 'bodyTooLarge', errorMessage: 'The request body is larger than 8 kB.' },
    });
  });

  it('stops validating at 10 errors: each costs, and sixty say no more than ten', async () => {
    const unknownArguments = `{ news(merchant: "shop_en", limit: 1 ${'a: 1 '.repeat(60)}) { title } }`;

    const refused = await news({}, unknownArguments);

    expect(refused).toMatchObject({ status: 400, body: { errorCode: 'invalidQuery' } });
    expect((refused.body as { errors: unknown[] }).errors).toHaveLength(11);
  });

  it('refuses a fragment that spreads itself with 400, not a crash', async () => {
    await expect(
      news(
        {},
        '{ ...Loop } fragment Loop on Query { news(merchant: "shop_en", limit: 1) { title } ...Loop }',
      ),
    ).resolves.toEqual({
      status: 400,
      body: {
        errorCode: 'invalidQuery',
        errorMessage: expect.stringContaining('Loop'),
        errors: [expect.any(Object)],
      },
    });
  });
});
