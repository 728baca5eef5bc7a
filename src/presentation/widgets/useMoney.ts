import type { Cents } from '../../domain/money/Cents';
import { formatMoney } from '../../domain/money/formatMoney';
import { useLanguage } from '../i18n/useLanguage';

/** A formatter for cents in the page's language (€50.00, 50,00 €). */
export function useMoney(): { money: (cents: Cents) => string } {
  const language = useLanguage();
  return { money: (cents: Cents) => formatMoney(cents, language) };
}
