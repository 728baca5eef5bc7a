import { inject, injectable } from 'inversify';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/language/Language';
import { LANGUAGE_STORE, type LanguageStore } from '../ports/LanguageStore';

/** The language to show: the visitor's stored choice wins over the country default. */
@injectable()
export class ResolveLanguage {
  constructor(@inject(LANGUAGE_STORE) private readonly store: LanguageStore) {}

  execute(): Language {
    return this.store.load() ?? DEFAULT_LANGUAGE;
  }
}
