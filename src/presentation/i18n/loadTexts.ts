import type { Language } from '../../domain/language/Language';
import { localeTree, type Translations } from './localeTree';
import type { FamilyFileName, ShellFileName } from './textParts';

/** The shell's texts are one chunk per language (each file of SHELL_TEXTS): every visit needs them before its first render. */
const SHELL_LOADERS: Record<Language, () => Promise<Record<ShellFileName, object>>> = {
  en: () => import(/* webpackChunkName: "texts-en" */ './texts/en'),
  fr: () => import(/* webpackChunkName: "texts-fr" */ './texts/fr'),
};

export async function loadShellTexts(language: Language): Promise<Translations> {
  return localeTree(await SHELL_LOADERS[language]());
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
