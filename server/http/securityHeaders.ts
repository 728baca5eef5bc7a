import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The headers every answer carries: helmet's defaults (nosniff, no-referrer, HSTS …), a CSP for
 * an API that serves only JSON (nothing loads, no page frames it), and the resource policy opened to
 * the app's origin, which reads the API cross-origin under CORS. Personal data is never cached.
 */
export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      // Only JSON is served: nothing may load, and no page may frame an answer.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
    (_request, response, next) => {
      response.set('Cache-Control', 'no-store');
      next();
    },
  ];
}
