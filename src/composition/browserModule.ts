import { ContainerModule } from 'inversify';
import { STATEMENT_FILE } from '../application/cards/ports/StatementFile';
import { BROWSER_LANGUAGES } from '../application/language/ports/BrowserLanguages';
import { LANGUAGE_STORE } from '../application/language/ports/LanguageStore';
import { NEW_ORDER_STORE } from '../application/orders/ports/NewOrderStore';
import { TOKEN_STORE } from '../application/session/ports/TokenStore';
import { TOKEN_SYNC, type TokenSync } from '../application/session/ports/TokenSync';
import { BOT_CHECK } from '../application/shared/BotCheck';
import { CLOCK, type Clock } from '../application/shared/Clock';
import { SCHEDULER } from '../application/shared/Scheduler';
import { UNIQUE_IDS } from '../application/shared/UniqueIds';
import { CryptoUniqueIds } from '../adapters/browser/CryptoUniqueIds';
import { CsvStatementFile } from '../adapters/browser/CsvStatementFile';
import { downloadThroughLink, type SaveFile } from '../adapters/browser/linkDownload';
import { NavigatorBrowserLanguages } from '../adapters/browser/NavigatorBrowserLanguages';
import { NoTokenSync } from '../adapters/browser/NoTokenSync';
import { SandboxBotCheck } from '../adapters/browser/SandboxBotCheck';
import { StorageEventTokenSync } from '../adapters/browser/StorageEventTokenSync';
import { SystemClock } from '../adapters/browser/SystemClock';
import { TimerScheduler } from '../adapters/browser/TimerScheduler';
import { WebStorageLanguageStore } from '../adapters/browser/WebStorageLanguageStore';
import { WebStorageNewOrderStore } from '../adapters/browser/WebStorageNewOrderStore';
import { WebStorageTokenStore } from '../adapters/browser/WebStorageTokenStore';

/** What the app reads of the browser's navigator. */
export type BrowserNavigator = Pick<Navigator, 'languages' | 'language'>;

export interface BrowserModuleOptions {
  /** Replaces the device's time, so tests decide what "now" is. */
  clock?: () => Date;
  /** The browser's navigator (main.tsx passes the window's); without one, no preferred language. */
  navigator?: BrowserNavigator;
  /** Where downloads go instead of the browser's (Node has none: Cucumber keeps them). */
  saveFile?: SaveFile;
}

/** The browser-facing ports, over a Web Storage: local storage in the app, memory in Node. */
export function browserModule(storage: Storage, options: BrowserModuleOptions = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(LANGUAGE_STORE).toConstantValue(new WebStorageLanguageStore(storage));
    bind(BROWSER_LANGUAGES).toConstantValue(new NavigatorBrowserLanguages(options.navigator));
    bind(TOKEN_STORE).toConstantValue(new WebStorageTokenStore(storage));
    bind(NEW_ORDER_STORE).toConstantValue(new WebStorageNewOrderStore(storage));
    bind(CLOCK).toConstantValue(clockFrom(options));
    bind(SCHEDULER).toConstantValue(new TimerScheduler());
    bind(UNIQUE_IDS).toConstantValue(new CryptoUniqueIds());
    bind(TOKEN_SYNC).toConstantValue(tokenSyncOver(storage));
    bind(BOT_CHECK).toConstantValue(new SandboxBotCheck());
    bind(STATEMENT_FILE).toConstantValue(new CsvStatementFile(options.saveFile ?? saveFileOfPage()));
  });
}

function clockFrom(options: BrowserModuleOptions): Clock {
  const { clock } = options;
  return clock ? { now: clock } : new SystemClock();
}

/** Only a window has other tabs to hear from; Node (Cucumber, the API server) has none. */
function tokenSyncOver(storage: Storage): TokenSync {
  return typeof window === 'undefined' ? new NoTokenSync() : new StorageEventTokenSync(window, storage);
}

/** The page downloads; Node has no page, so a download there without a `saveFile` is a mistake. */
function saveFileOfPage(): SaveFile {
  if (typeof document !== 'undefined') return downloadThroughLink(document);
  return ({ name }) => {
    throw new Error(`No page to download ${name} to: give the container a saveFile`);
  };
}
