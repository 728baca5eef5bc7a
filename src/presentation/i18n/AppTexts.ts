import type { Locale } from 'antd/es/locale';
import type { i18n } from 'i18next';
import type { Language } from '../../domain/language/Language';
import { createI18n } from './createI18n';
import { loadLocaleFile, loadShellTexts, type LanguageTexts } from './loadTexts';
import { localeTree, type Translations } from './localeTree';
import { ROUTE_FAMILY_TEXTS, type TextPart } from './textParts';

/**
 * The app's i18next instance and the texts downloaded into it (textParts.ts). A part shown once is
 * downloaded in every language the visitor reads, so a language switch never shows a missing text.
 */
export class AppTexts {
  readonly i18n: i18n;
  /** The languages shown or being switched to, the first one from the start. */
  private readonly languages = new Set<Language>();
  private readonly parts = new Set<TextPart>();
  /** Each download once, by `language:part` (the shell's part is `shell`). */
  private readonly downloads = new Map<string, Promise<void>>();
  /** A language whose every text was given at the start (a test's): nothing of it is downloaded. */
  private readonly bundled: Language | null;
  /** antd's texts, by language, downloaded with the shell's. */
  private readonly antdLocales = new Map<Language, Locale>();

  constructor(language: Language, bundled?: LanguageTexts) {
    this.i18n = createI18n(language, bundled ? { [language]: bundled.translations } : {});
    this.bundled = bundled ? language : null;
    if (bundled) this.antdLocales.set(language, bundled.antdLocale);
    this.languages.add(language);
  }

  /** antd's texts in `language`, there once its shell's texts are (undefined: antd's own English). */
  antdLocale(language: Language): Locale | undefined {
    return this.antdLocales.get(language);
  }

  /** The shell's texts and those of every part shown so far, in `language`: it can then be shown. */
  async prepare(language: Language): Promise<void> {
    this.languages.add(language);
    await Promise.all([
      this.download(language, 'shell'),
      ...[...this.parts].map((part) => this.download(language, part)),
    ]);
  }

  /** A part's texts, in every language shown or being switched to. */
  async need(part: TextPart): Promise<void> {
    this.parts.add(part);
    await Promise.all([...this.languages].map((language) => this.download(language, part)));
  }

  private download(language: Language, part: TextPart | 'shell'): Promise<void> {
    if (language === this.bundled) return Promise.resolve();
    const key = `${language}:${part}`;
    const known = this.downloads.get(key);
    if (known) return known;
    const download = this.fetch(language, part);
    // A download that failed (offline) is tried again the next time it is needed.
    download.catch(() => this.downloads.delete(key));
    this.downloads.set(key, download);
    return download;
  }

  /** A part's texts into i18next; the shell's bring antd's with them. */
  private async fetch(language: Language, part: TextPart | 'shell'): Promise<void> {
    const { translations, antdLocale } =
      part === 'shell'
        ? await loadShellTexts(language)
        : { translations: await familyTexts(language, part), antdLocale: undefined };
    if (antdLocale) this.antdLocales.set(language, antdLocale);
    this.i18n.addResourceBundle(language, 'translation', translations, true, true);
  }
}

async function familyTexts(language: Language, part: TextPart): Promise<Translations> {
  const files = await Promise.all(
    ROUTE_FAMILY_TEXTS[part].map(async (file) => [file, await loadLocaleFile(language, file)] as const),
  );
  return localeTree(Object.fromEntries(files));
}
