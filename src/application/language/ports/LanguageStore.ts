import type { ServiceIdentifier } from 'inversify';
import type { Language } from '../../../domain/language/Language';

/** Where the visitor's language choice is kept between visits (local storage key `language`). */
export interface LanguageStore {
  load(): Language | null;
  save(language: Language): void;
}

export const LANGUAGE_STORE: ServiceIdentifier<LanguageStore> = Symbol.for('LanguageStore');
