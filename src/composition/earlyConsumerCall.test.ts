import { MemoryStorage } from '../adapters/browser/MemoryStorage';
import { LANGUAGE_KEY, TOKEN_KEY } from '../adapters/browser/storageKeys';
import { fakeFetch, jsonResponse } from '../adapters/http/testing/fakeFetch';
import { callEarlyForStoredSession, fetchAfterEarlyCall, type EarlyCallPage } from './earlyConsumerCall';

const BASE = 'http://api.test';

/** A browser page with what is stored, whose network records what it is sent. */
function pageWith(stored: Record<string, string>, languages: string[] = ['en-GB']) {
  const localStorage = new MemoryStorage();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  const network = fakeFetch(() => jsonResponse({}));
  const page: EarlyCallPage = {
    localStorage,
    navigator: { languages, language: languages[0] ?? '' },
    fetch: (input, init) => network.fetch(String(input), init ?? {}),
  };
  return { page, network };
}

describe('the early consumer call in the browser', () => {
  it('asks for the stored session’s consumer in the language the visitor chose', () => {
    const { page, network } = pageWith({ [TOKEN_KEY]: 'session-token', [LANGUAGE_KEY]: 'fr' });
    callEarlyForStoredSession(BASE, page);
    const sent = network.only();
    expect(sent.url).toBe(`${BASE}/api/consumer`);
    expect(sent.headers.get('Authorization')).toBe('Bearer session-token');
    expect(sent.headers.get('Accept-Language')).toBe('fr');
  });

  it('speaks the browser’s language until the visitor has chosen one', () => {
    const { page, network } = pageWith({ [TOKEN_KEY]: 'session-token' }, ['de-DE', 'en-US']);
    callEarlyForStoredSession(BASE, page);
    expect(network.only().headers.get('Accept-Language')).toBe('en');
  });

  it('asks nothing without a stored session, and the app uses the browser’s fetch', () => {
    const { page, network } = pageWith({});
    callEarlyForStoredSession(BASE, page);
    expect(network.sent).toEqual([]);
    expect(fetchAfterEarlyCall(page)).toBeUndefined();
  });

  it('is handed to the app once', async () => {
    const { page, network } = pageWith({ [TOKEN_KEY]: 'session-token', [LANGUAGE_KEY]: 'en' });
    callEarlyForStoredSession(BASE, page);
    const fetch = fetchAfterEarlyCall(page);
    await fetch?.(`${BASE}/api/consumer`, { method: 'GET', headers: network.only().headers });
    expect(network.sent).toHaveLength(1);
    expect(fetchAfterEarlyCall(page)).toBeUndefined();
  });

  it('is not made once the app has started without it (its scripts came first, from the cache)', () => {
    const { page, network } = pageWith({ [TOKEN_KEY]: 'session-token' });
    expect(fetchAfterEarlyCall(page)).toBeUndefined();
    callEarlyForStoredSession(BASE, page);
    expect(network.sent).toEqual([]);
  });
});
