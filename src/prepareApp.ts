import type { Container } from 'inversify';
import { loadBuildBackend } from './composition/buildBackend';
import { containerWith } from './composition/containerWith';
import { fetchAfterEarlyCall } from './composition/earlyConsumerCall';
import type { Language } from './domain/language/Language';
import { nextTask } from './nextTask';
import { AppTexts } from './presentation/i18n/AppTexts';
import { LanguagePresenter } from './presentation/shell/LanguagePresenter';
import { pageShownAt } from './presentation/shell/routeTable';
import { SessionPresenter } from './presentation/shell/SessionPresenter';

/** What the app's render starts from (startApp.tsx), with its first calls under way. */
export interface PreparedApp {
  container: Container;
  language: Language;
  session: SessionPresenter;
  texts: AppTexts;
  /** The shell's texts in `language`, downloading. */
  shellTexts: Promise<void>;
}

/**
 * The app's services, before any view library is evaluated (main.tsx): a stored session's consumer, the
 * shell's texts and the page's modules are asked for first, so they download while React and antd are
 * evaluated. A signed-in page (Cards, the page a returning customer opens first) waits for that answer,
 * so its card paints that much sooner (issue 42). The route guard finds the call under way and waits
 * for the same answer; in HTTP mode, the page's first script has made that call already.
 */
export async function prepareApp(): Promise<PreparedApp> {
  const { backend } = await loadBuildBackend();
  const container = containerWith(backend, {
    storage: window.localStorage,
    navigator: window.navigator,
    apiBaseUrl: process.env.API_BASE_URL,
    sandboxTools: process.env.SANDBOX_TOOLS === 'on',
    // The consumer call the page's first script made, answering the session's own (HTTP mode).
    fetch: process.env.API_BASE_URL ? fetchAfterEarlyCall() : undefined,
    // Payment redirects must come back to wherever the app is served.
    origin: window.location.origin,
  });
  // Binding the container, resolving the shell's presenters and starting i18next: a task each, since
  // together they made one long enough to delay a tap on a phone.
  await nextTask();
  const { language } = container.get(LanguagePresenter);
  const session = container.get(SessionPresenter);
  void session.ensureLoaded();
  await nextTask();
  const texts = new AppTexts(language);
  const shellTexts = texts.prepare(language);
  startPageDownload(window.location.pathname, texts);
  return { container, language, session, texts, shellTexts };
}

/**
 * The page's own modules and texts, downloading beside the consumer rather than once the router is
 * made: its route finds them there (shell/loadMatchedRoutes.ts).
 */
function startPageDownload(pathname: string, texts: AppTexts): void {
  const page = pageShownAt(pathname);
  if (page?.load === undefined) return;
  // A failure is the router's to show: its own download of the same modules tries again.
  void Promise.all([page.load(), texts.need(page.family)]).catch(() => undefined);
}
