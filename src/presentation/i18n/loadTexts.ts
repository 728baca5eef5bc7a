import type { Language } from '../../domain/language/Language';
import { localeTree, type LocaleFiles, type Translations } from './localeTree';

/** Each language's files are a chunk of their own: a visitor downloads only the language shown. */
const LOADERS: Record<Language, () => Promise<LocaleFiles>> = {
  en: async () => (await import(/* webpackChunkName: "texts-en" */ './texts/en')).EN_FILES,
  fr: async () => (await import(/* webpackChunkName: "texts-fr" */ './texts/fr')).FR_FILES,
};

/** The language's texts, fetched the first time they are needed (before the first render, or on a switch). */
export async function loadTexts(language: Language): Promise<Translations> {
  return localeTree(await LOADERS[language]());
}
