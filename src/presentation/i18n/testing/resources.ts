import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../../../domain/language/Language';
import { localeTree, type LocaleFiles, type Translations } from '../localeTree';

const LOCALES_DIR = path.join(__dirname, '..', '..', '..', '..', 'locales');

function filesOf(language: Language): LocaleFiles {
  const dir = path.join(LOCALES_DIR, language);
  const names = readdirSync(dir).filter((file) => file.endsWith('.json'));
  return Object.fromEntries(
    names.map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as object,
    ]),
  );
}

/** Every locale file of both languages, read in Node for the tests, feature tasks and browser journeys. */
export const LOCALE_FILES = Object.fromEntries(
  LANGUAGES.map((language) => [language, filesOf(language)]),
) as Record<Language, LocaleFiles>;

export function translationsFor(language: Language): Translations {
  return localeTree(LOCALE_FILES[language]);
}
