import type { Locale } from 'antd/es/locale';
import type { Language } from '../../domain/language/Language';
import { localeTree, type Translations } from './localeTree';
import type { FamilyFileName, ShellFileName } from './textParts';

/** A language's texts as the shell shows them: its own, and antd's for antd's components. */
export interface LanguageTexts {
  translations: Translations;
  antdLocale: Locale;
}

type ShellChunk = [Record<ShellFileName, object>, { default: Locale }];

/**
 * The shell's texts are one chunk per language (each file of SHELL_TEXTS, and the libraries' own texts in
 * that language): every visit needs them before its first render, and only in the language it shows.
 */
const SHELL_LOADERS: Record<Language, () => Promise<ShellChunk>> = {
  en: () =>
    Promise.all([
      import(/* webpackChunkName: "texts-en" */ './texts/en'),
      import(/* webpackChunkName: "texts-en" */ './libraryLocales/en'),
    ]),
  fr: () =>
    Promise.all([
      import(/* webpackChunkName: "texts-fr" */ './texts/fr'),
      import(/* webpackChunkName: "texts-fr" */ './libraryLocales/fr'),
    ]),
};

export async function loadShellTexts(language: Language): Promise<LanguageTexts> {
  const [files, antd] = await SHELL_LOADERS[language]();
  return { translations: localeTree(files), antdLocale: antd.default };
}

/**
 * A route family's locale file, each a chunk of its own so a family downloads only what it shows. The
 * shell's files are in the shell's chunk (webpackExclude, checked by textParts.test.ts against SHELL_TEXTS).
 */
export async function loadLocaleFile(language: Language, file: FamilyFileName): Promise<Translations> {
  const module = (await import(
    /* webpackChunkName: "texts-[request]" */
    /* webpackExclude: /[/\\](common|errors|footer|landing|register|sandbox|shell|validation)\.json$/ */
    `../../../locales/${language}/${file}.json`
  )) as { default: Translations };
  return module.default;
}
