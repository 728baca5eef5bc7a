import type { Language } from '../../domain/language/Language';
import type { Cents } from '../../domain/money/Cents';
import { formatMoney } from '../../domain/money/formatMoney';
import { useLanguage } from '../i18n/useLanguage';

/** The page's language and a formatter for cents in it (€50.00, 50,00 €). */
export function useMoney(): { language: Language; money: (cents: Cents) => string } {
  const language = useLanguage();
  return { language, money: (cents: Cents) => formatMoney(cents, language) };
}
