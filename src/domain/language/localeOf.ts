import type { Language } from './Language';

/** The regional format each shop language writes numbers, amounts and dates in. */
export const LOCALE_OF: Readonly<Record<Language, string>> = { en: 'en-GB', fr: 'fr-FR' };
