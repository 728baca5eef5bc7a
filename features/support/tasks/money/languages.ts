import assert from 'node:assert/strict';
import type { Language } from '../../../../src/domain/language/Language';

const LANGUAGES: Record<string, Language> = { English: 'en', French: 'fr' };

/** A language as the feature names it ("English", "French"). */
export function languageNamed(name: string): Language {
  const language = LANGUAGES[name];
  assert.ok(language, `unknown language "${name}"`);
  return language;
}
