import type { Language } from '../language/Language';

/** The news store code asked for in each language (the news query's `merchant`). */
export const NEWS_MERCHANTS = { en: 'shop_en', fr: 'shop_fr' } as const satisfies Record<Language, string>;
export type NewsMerchant = (typeof NEWS_MERCHANTS)[Language];

export function newsMerchant(language: Language): NewsMerchant {
  return NEWS_MERCHANTS[language];
}
