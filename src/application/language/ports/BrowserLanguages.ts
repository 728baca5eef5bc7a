import type { ServiceIdentifier } from 'inversify';

/** The languages the visitor's browser prefers, most preferred first (navigator.languages). */
export interface BrowserLanguages {
  preferred(): readonly string[];
}

export const BROWSER_LANGUAGES: ServiceIdentifier<BrowserLanguages> = Symbol.for('BrowserLanguages');
