import { inject, injectable } from 'inversify';
import type { Language } from '../../../domain/language/Language';
import { LANGUAGE_STORE, type LanguageStore } from '../ports/LanguageStore';

/** Remembers the visitor's language so the next visit opens in it. */
@injectable()
export class ChooseLanguage {
  constructor(@inject(LANGUAGE_STORE) private readonly store: LanguageStore) {}

  execute(language: Language): Language {
    this.store.save(language);
    return language;
  }
}
