import { aConsumer } from '../../domain/consumer/testing/aConsumer';
import type { Language } from '../../domain/language/Language';
import { MemoryTokenStore } from '../contracts/support/MemoryTokenStore';
import { expectGatewayError } from '../contracts/support/expectGatewayError';
import { CONSUMER_PATH, fetchTakingOver, startEarlyConsumerCall } from './earlyConsumerCall';
import { OPERATIONS } from './generated/operations';
import { HttpConsumerGateway } from './HttpConsumerGateway';
import { HttpTransport, type FetchFunction } from './HttpTransport';
import { fakeFetch, jsonResponse, type SentRequest } from './testing/fakeFetch';

const BASE = 'http://api.test/';
const TOKEN = 'session-token';

/** The consumer as the API answers it, tagged so a test can tell which call answered. */
function consumerAnswer(email: string) {
  return jsonResponse({ consumer: aConsumer({ email }), token: TOKEN });
}

/** The app's consumer gateway over a transport with that session, through `fetch`. */
function appConsumers(fetch: FetchFunction, { language = 'en' as Language, timeoutMs = 15_000 } = {}) {
  const tokens = new MemoryTokenStore();
  tokens.save(TOKEN);
  const transport = new HttpTransport({ baseUrl: BASE, tokens, language: () => language, fetch, timeoutMs });
  return { consumers: new HttpConsumerGateway(transport), tokens };
}

/** The early call, its answer from `answer`. */
function earlyCall(answer: () => Promise<Response> = async () => consumerAnswer('early@example.com')) {
  const network = fakeFetch(answer);
  const call = startEarlyConsumerCall(BASE, { token: TOKEN, language: 'en' }, network.fetch);
  return { call, network };
}

/** What identifies a request on the wire. */
function onTheWire({ url, method, headers, body }: SentRequest) {
  return { url, method, headers: [...headers.entries()], body };
}

describe('the early consumer call', () => {
  it('is the transport’s own consumer call: same URL, method and headers', async () => {
    const early = fakeFetch(() => consumerAnswer('early@example.com'));
    startEarlyConsumerCall(BASE, { token: TOKEN, language: 'fr' }, early.fetch);
    const app = fakeFetch(() => consumerAnswer('app@example.com'));
    await appConsumers(app.fetch, { language: 'fr' }).consumers.fetch();

    expect(onTheWire(early.only())).toEqual(onTheWire(app.only()));
    expect(early.only().url).toBe(`http://api.test${OPERATIONS.fetchConsumer.path}`);
    expect(CONSUMER_PATH).toBe(OPERATIONS.fetchConsumer.path);
  });
});

describe('the app’s transport taking the early call over', () => {
  it('answers the app’s first consumer call with the early answer, without calling again', async () => {
    const { call, network } = earlyCall();
    const app = fakeFetch(() => consumerAnswer('app@example.com'));
    const { consumers } = appConsumers(fetchTakingOver(call, app.fetch));

    const { consumer } = await consumers.fetch();

    expect(consumer.email).toBe('early@example.com');
    expect(network.sent).toHaveLength(1);
    expect(app.sent).toEqual([]);
  });

  it('calls the API for every later call: the early answer is only as fresh as the first', async () => {
    const { call } = earlyCall();
    const app = fakeFetch(() => consumerAnswer('app@example.com'));
    const { consumers } = appConsumers(fetchTakingOver(call, app.fetch));

    await consumers.fetch();
    const { consumer } = await consumers.fetch();

    expect(consumer.email).toBe('app@example.com');
    expect(app.sent).toHaveLength(1);
  });

  it('leaves a different first call to the API, and drops the early answer', async () => {
    const { call } = earlyCall();
    const app = fakeFetch(() => consumerAnswer('app@example.com'));
    const { consumers, tokens } = appConsumers(fetchTakingOver(call, app.fetch));

    // Another session now: the same path, another bearer.
    tokens.save('another-token');
    const first = await consumers.fetch();
    tokens.save(TOKEN);
    const second = await consumers.fetch();

    expect([first.consumer.email, second.consumer.email]).toEqual(['app@example.com', 'app@example.com']);
    expect(app.sent.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer another-token',
      `Bearer ${TOKEN}`,
    ]);
  });

  it('calls the API itself when the early call got no answer', async () => {
    const { call } = earlyCall(() => Promise.reject(new TypeError('Failed to fetch')));
    const app = fakeFetch(() => consumerAnswer('app@example.com'));
    const { consumers } = appConsumers(fetchTakingOver(call, app.fetch));

    const { consumer } = await consumers.fetch();

    expect(consumer.email).toBe('app@example.com');
    expect(app.sent).toHaveLength(1);
  });

  it('gives up on an early answer that never comes, as on any call without an answer', async () => {
    const { call } = earlyCall(() => new Promise<Response>(() => undefined));
    const app = fakeFetch(() => consumerAnswer('app@example.com'));
    const { consumers } = appConsumers(fetchTakingOver(call, app.fetch), { timeoutMs: 20 });

    await expectGatewayError(consumers.fetch(), 'NetworkError');
    expect(app.sent).toEqual([]);
  });

  it('reports the early answer’s failure as the transport reports any (an expired session)', async () => {
    const { call } = earlyCall(async () => jsonResponse({ message: 'Session expired' }, 401));
    const app = fakeFetch(() => consumerAnswer('app@example.com'));
    const { consumers } = appConsumers(fetchTakingOver(call, app.fetch));

    await expectGatewayError(consumers.fetch(), 'Unauthorized');
    expect(app.sent).toEqual([]);
  });
});
