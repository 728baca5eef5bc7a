import type { Language } from '../../../../src/domain/language/Language';

/** A visitor's language across visits, in their words. */
export interface LanguageTasks {
  /** The visitor's browser keeps no language choice. */
  neverChose(): Promise<void>;
  /** On an earlier visit, the visitor chose that language in the shop. */
  choseEarlier(language: Language): Promise<void>;
  /** The visitor opens the shop afresh: the language it speaks. */
  openShop(): Promise<Language>;
}
