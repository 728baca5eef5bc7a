import { Container, type ContainerModule } from 'inversify';
import { BACKEND_MODE, type BackendMode } from '../application/config/BackendMode';
import { MemoryStorage } from '../adapters/browser/MemoryStorage';
import type { SaveFile } from '../adapters/browser/linkDownload';
import type { FetchFunction } from '../adapters/http/HttpTransport';
import { sandboxAtHand, sandboxOnFirstCall, type SandboxSource } from '../adapters/in-memory/callSandbox';
import { DEFAULT_SANDBOX_ORIGIN } from '../adapters/sandbox/sandboxOrigin';
import type { SandboxApi } from '../adapters/sandbox/SandboxApi';
import { browserModule, type BrowserNavigator } from './browserModule';
import { httpModule, type HttpModuleOptions } from './httpModule';
import { sandboxBrowserModule } from './sandboxBrowserModule';
import { sandboxModule } from './sandboxModule';

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
  /** HTTP mode: the API's base URL (the build-time API_BASE_URL); required there. */
  apiBaseUrl?: string;
  /** HTTP mode: a fetch to use instead of the browser's. */
  fetch?: FetchFunction;
  /** HTTP mode: the origins a payment page may be on; defaults to the app's origin alone. */
  allowedRedirectOrigins?: readonly string[];
}

/**
 * The composition root: the only place that names concrete adapters. The app, Jest and
 * Cucumber all build their container here, so what a test seeds is what the app reads.
 *
 * Only the ports are bound here. Use cases and presenters bind themselves the first time they are
 * asked for (autobind), one per lookup unless the class says `@injectable('Singleton')` (state shared
 * by the whole visit): so a route family's presenters and use cases are downloaded with its views,
 * not with the entry.
 */
export function createContainer(mode: BackendMode, options: ContainerOptions = {}): Container {
  const storage = options.storage ?? new MemoryStorage();
  const container = new Container({ autobind: true });
  container.bind(BACKEND_MODE).toConstantValue(mode);
  container.load(
    browserModule(storage, {
      clock: options.clock,
      navigator: options.navigator,
      saveFile: options.saveFile,
    }),
    ...backendModules(mode, storage, options),
  );
  return container;
}

/** The issuer's ports, the secure input and the card display: the in-process sandbox, or the API. */
function backendModules(mode: BackendMode, storage: Storage, options: ContainerOptions): ContainerModule[] {
  if (mode === 'http') return [httpModule(httpOptions(options))];
  const sandbox = options.sandbox ? sandboxAtHand(options.sandbox) : newSandbox(storage, options);
  return [sandboxBrowserModule(sandbox, options.clipboard), sandboxModule(sandbox)];
}

/**
 * A sandbox of the container's own, over its storage. Its code (rules, seed data) is a chunk of its own,
 * downloaded by the first call: a page that calls nothing, such as the landing page of a new visitor,
 * never downloads it.
 */
function newSandbox(storage: Storage, options: ContainerOptions): SandboxSource<SandboxApi> {
  return sandboxOnFirstCall(async () => {
    const { createSandbox } = await import(
      /* webpackChunkName: "sandbox-backend" */ '../adapters/sandbox/createSandbox'
    );
    return createSandbox({ storage, clock: options.clock, origin: options.origin });
  });
}

function httpOptions(options: ContainerOptions): HttpModuleOptions {
  if (!options.apiBaseUrl) throw new Error('HTTP mode needs the API base URL (API_BASE_URL)');
  const appOrigin = options.origin ?? pageOrigin();
  return {
    apiBaseUrl: options.apiBaseUrl,
    fetch: options.fetch,
    redirects: { origins: options.allowedRedirectOrigins ?? [appOrigin], base: appOrigin },
  };
}

/** The page's own origin in a browser; in Node, where the dev server serves the app. */
function pageOrigin(): string {
  return typeof window === 'undefined' ? DEFAULT_SANDBOX_ORIGIN : window.location.origin;
}
