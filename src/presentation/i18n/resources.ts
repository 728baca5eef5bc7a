import type { Language } from '../../domain/language/Language';
import enAuth from '../../../locales/en/auth.json';
import enCards from '../../../locales/en/cards.json';
import enCommon from '../../../locales/en/common.json';
import enErrors from '../../../locales/en/errors.json';
import enLanding from '../../../locales/en/landing.json';
import enRegister from '../../../locales/en/register.json';
import enTerms from '../../../locales/en/terms.json';
import enValidation from '../../../locales/en/validation.json';
import enVerify from '../../../locales/en/verify.json';
import frAuth from '../../../locales/fr/auth.json';
import frCards from '../../../locales/fr/cards.json';
import frCommon from '../../../locales/fr/common.json';
import frErrors from '../../../locales/fr/errors.json';
import frLanding from '../../../locales/fr/landing.json';
import frRegister from '../../../locales/fr/register.json';
import frTerms from '../../../locales/fr/terms.json';
import frValidation from '../../../locales/fr/validation.json';
import frVerify from '../../../locales/fr/verify.json';

/**
 * Every locale file, by language. Each file holds one top-level key named after it (validation.json
 * holds the spec's few top-level keys such as minAgeRequired), so the merged tree keeps the spec's
 * own dotted keys (`auth.errors.email.invalid`). A test checks that every file in locales/ is listed
 * here and that both languages have the same keys.
 */
export const LOCALE_FILES: Record<Language, Record<string, object>> = {
  en: {
    auth: enAuth,
    cards: enCards,
    common: enCommon,
    errors: enErrors,
    landing: enLanding,
    register: enRegister,
    terms: enTerms,
    validation: enValidation,
    verify: enVerify,
  },
  fr: {
    auth: frAuth,
    cards: frCards,
    common: frCommon,
    errors: frErrors,
    landing: frLanding,
    register: frRegister,
    terms: frTerms,
    validation: frValidation,
    verify: frVerify,
  },
};

export function translationsFor(language: Language): Record<string, unknown> {
  return Object.assign({}, ...Object.values(LOCALE_FILES[language]));
}
