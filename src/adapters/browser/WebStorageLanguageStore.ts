import { isLanguage, type Language } from '../../domain/language/Language';
import type { LanguageStore } from '../../application/language/ports/LanguageStore';
import { LANGUAGE_KEY } from './storageKeys';

/** Keeps the language under the spec's `language` key of a Web Storage (local storage in the browser). */
export class WebStorageLanguageStore implements LanguageStore {
  constructor(private readonly storage: Storage) {}

  load(): Language | null {
    const stored = this.storage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : null;
  }

  save(language: Language): void {
    this.storage.setItem(LANGUAGE_KEY, language);
  }
}
