import { inject, injectable } from 'inversify';
import type { Language } from '../../../domain/language/Language';
import { languageToShow } from '../../../domain/language/languageToShow';
import { BROWSER_LANGUAGES, type BrowserLanguages } from '../ports/BrowserLanguages';
import { LANGUAGE_STORE, type LanguageStore } from '../ports/LanguageStore';

/**
 * The language to show: the visitor's stored choice, else the browser's preferred languages decide
 * between English and French, French otherwise (the country default). Only a choice the visitor makes
 * is stored, so the browser keeps deciding until then.
 */
@injectable()
export class ResolveLanguage {
  constructor(
    @inject(LANGUAGE_STORE) private readonly store: LanguageStore,
    @inject(BROWSER_LANGUAGES) private readonly browser: BrowserLanguages,
  ) {}

  execute(): Language {
    return languageToShow(this.store.load(), this.browser.preferred());
  }
}
