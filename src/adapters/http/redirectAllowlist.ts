/** The origins a payment redirect may lead to, and the page URL a relative redirect is read against. */
export interface RedirectAllowlist {
  origins: readonly string[];
  base: string;
}

/**
 * The redirect URL made absolute when its origin is on the allowlist; null for any other origin, for
 * URLs with no origin of their own (javascript:, data:) and for anything that is not a URL.
 */
export function allowedRedirect(url: string, allowlist: RedirectAllowlist): string | null {
  const target = parseUrl(url, allowlist.base);
  if (target === null || !/^https?:$/.test(target.protocol)) return null;
  const allowed = allowlist.origins.map((origin) => parseUrl(origin)?.origin);
  return allowed.includes(target.origin) ? target.href : null;
}

function parseUrl(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}
