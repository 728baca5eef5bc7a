import { Container, type ContainerModule } from 'inversify';
import { BACKEND_MODE, type BackendMode } from '../application/config/BackendMode';
import { SANDBOX_TOOLS } from '../application/config/SandboxTools';
import { MemoryStorage } from '../adapters/browser/MemoryStorage';
import type { SaveFile } from '../adapters/browser/linkDownload';
import type { FetchFunction } from '../adapters/http/HttpTransport';
import type { SandboxApi } from '../adapters/sandbox/SandboxApi';
import { browserModule, type BrowserNavigator } from './browserModule';

export interface ContainerOptions {
  /** The Web Storage behind token, language, newOrder and the sandbox's state; defaults to memory (Node, tests). */
  storage?: Storage;
  /** The browser whose preferred languages pick the first visit's language; none (French) by default. */
  navigator?: BrowserNavigator;
  /** "Now" for the app and the sandbox; defaults to the device's time. */
  clock?: () => Date;
  /**
   * The app's origin. Sandbox mode: the payment page URL starts with it (default http://localhost:8080).
   * HTTP mode: the payment page allowed by default (default: the page's own origin).
   */
  origin?: string;
  /** A sandbox to use instead of a new one, so several containers (tabs, actors) share one backend. */
  sandbox?: SandboxApi;
  /**
   * Where the card-details widget copies to instead of the browser's clipboard (Node has none: Cucumber).
   * Sandbox mode only.
   */
  clipboard?: (text: string) => Promise<void>;
  /** Where downloads (the card statement) go instead of the browser's (Node has none: Cucumber). */
  saveFile?: SaveFile;
  /** HTTP mode: the API is the local sandbox server, whose tools the pages may offer (build-time SANDBOX_TOOLS=on). */
  sandboxTools?: boolean;
  /** HTTP mode: the API's base URL (the build-time API_BASE_URL); required there. */
  apiBaseUrl?: string;
  /** HTTP mode: a fetch to use instead of the browser's. */
  fetch?: FetchFunction;
  /** HTTP mode: the origins a payment page may be on; defaults to the app's origin alone. */
  allowedRedirectOrigins?: readonly string[];
}

/** The issuer's ports, the secure input and the card display, of one backend mode. */
export interface Backend {
  mode: BackendMode;
  modules(storage: Storage, options: ContainerOptions): ContainerModule[];
}

/**
 * The app's container over one backend (sandboxBackend.ts or httpBackend.ts).
 *
 * Only the ports are bound here. Use cases and presenters bind themselves the first time they are
 * asked for (autobind), one per lookup unless the class says `@injectable('Singleton')` (state shared
 * by the whole visit): so a route family's presenters and use cases are downloaded with its views,
 * not with the entry.
 */
export function containerWith(backend: Backend, options: ContainerOptions = {}): Container {
  const storage = options.storage ?? new MemoryStorage();
  const container = new Container({ autobind: true });
  container.bind(BACKEND_MODE).toConstantValue(backend.mode);
  container.bind(SANDBOX_TOOLS).toConstantValue(backend.mode === 'sandbox' || options.sandboxTools === true);
  container.load(
    browserModule(storage, {
      clock: options.clock,
      navigator: options.navigator,
      saveFile: options.saveFile,
    }),
    ...backend.modules(storage, options),
  );
  return container;
}
