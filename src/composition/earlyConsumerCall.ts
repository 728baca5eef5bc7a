import { languageToShow } from '../domain/language/languageToShow';
import { NavigatorBrowserLanguages } from '../adapters/browser/NavigatorBrowserLanguages';
import { WebStorageLanguageStore } from '../adapters/browser/WebStorageLanguageStore';
import { WebStorageTokenStore } from '../adapters/browser/WebStorageTokenStore';
import { fetchTakingOver, startEarlyConsumerCall, type EarlyCall } from '../adapters/http/earlyConsumerCall';
import type { FetchFunction } from '../adapters/http/HttpTransport';

// The early consumer call (adapters/http/earlyConsumerCall.ts) in the browser: the page's first script
// makes it from the stored session, and hands it to the app, whose bundle is another one, on the window.

/** The app has started: too late for an early call (its scripts, cached, may run before the first one). */
const TAKEN = 'taken';

declare global {
  interface Window {
    earlyConsumerCall?: EarlyCall | typeof TAKEN;
  }
}

/** What of the browser's window the early call uses. */
export type EarlyCallPage = Pick<Window, 'earlyConsumerCall' | 'fetch'> & {
  localStorage: Storage;
  navigator: Pick<Navigator, 'languages' | 'language'>;
};

/** From the page's first script: the consumer call, when a session is stored and the app has not started. */
export function callEarlyForStoredSession(baseUrl: string, page: EarlyCallPage = window): void {
  const token = new WebStorageTokenStore(page.localStorage).load();
  if (!token || page.earlyConsumerCall === TAKEN) return;
  // As the app resolves it (ResolveLanguage), for the same Accept-Language.
  const language = languageToShow(
    new WebStorageLanguageStore(page.localStorage).load(),
    new NavigatorBrowserLanguages(page.navigator).preferred(),
  );
  page.earlyConsumerCall = startEarlyConsumerCall(baseUrl, { token, language }, fetchOf(page));
}

/**
 * From the app: the fetch its transport uses, taking the early call over when there is one (the
 * browser's own otherwise). Taken once, and no early call is made after.
 */
export function fetchAfterEarlyCall(page: EarlyCallPage = window): FetchFunction | undefined {
  const early = page.earlyConsumerCall;
  page.earlyConsumerCall = TAKEN;
  if (early === undefined || early === TAKEN) return undefined;
  return fetchTakingOver(early, fetchOf(page));
}

/** The page's fetch, called through a wrapper: a browser's fetch refuses to run detached from window. */
function fetchOf(page: EarlyCallPage): FetchFunction {
  return (url, init) => page.fetch(url, init);
}
