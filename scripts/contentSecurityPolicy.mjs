// The app's Content-Security-Policy, one source for every place that sends it: the production static
// server and the dev server as a header (with frame-ancestors), and index.html as a <meta> element, so
// the policy travels with the page to any static host (docs/security.md, "The app itself").

/**
 * The directives, by name. Scripts only from the app's own files: no inline script, no eval. Styles
 * also inline, because antd writes its styles into <style> elements at run time (CSS-in-JS) and a
 * static host cannot hand out a per-response nonce; images also as data: URIs (payment method logos).
 * Calls go to the app's origin and, in HTTP mode, the API's.
 */
export function cspDirectives({ apiOrigin = null } = {}) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': apiOrigin ? ["'self'", apiOrigin] : ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The origin of the build's API_BASE_URL, or null when the app runs on the in-browser sandbox. */
export function apiOriginOf(apiBaseUrl) {
  return apiBaseUrl ? new URL(apiBaseUrl).origin : null;
}

/**
 * The policy as a header value; `forMeta` leaves out frame-ancestors, which browsers ignore (with a
 * console error) in a <meta> element: only a header can forbid framing.
 */
export function contentSecurityPolicy({ apiOrigin = null, forMeta = false } = {}) {
  return Object.entries(cspDirectives({ apiOrigin }))
    .filter(([name]) => !(forMeta && name === 'frame-ancestors'))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
