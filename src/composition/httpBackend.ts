import { DEFAULT_SANDBOX_ORIGIN } from '../adapters/sandbox/sandboxOrigin';
import type { Backend, ContainerOptions } from './containerWith';
import { httpModule, type HttpModuleOptions } from './httpModule';

/** The issuer's REST API (SPEC section 7), at the build-time API_BASE_URL. */
export const backend: Backend = {
  mode: 'http',
  modules: (_storage, options) => [httpModule(httpOptions(options))],
};

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
