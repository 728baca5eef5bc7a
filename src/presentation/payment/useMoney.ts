import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/language/Language';
import type { Cents } from '../../domain/money/Cents';
import { formatMoney } from '../../domain/money/formatMoney';

/** The page's language and a formatter for cents in it (€50.00, 50,00 €). */
export function useMoney(): { language: Language; money: (cents: Cents) => string } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return { language, money: (cents: Cents) => formatMoney(cents, language) };
}
