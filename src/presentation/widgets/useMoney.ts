import { useMemo } from 'react';
import type { Cents } from '../../domain/money/Cents';
import { formatMoney } from '../../domain/money/formatMoney';
import { useLanguage } from '../i18n/useLanguage';

/** A formatter for cents in the page's language (€50.00, 50,00 €), the same function while it holds. */
export function useMoney(): { money: (cents: Cents) => string } {
  const language = useLanguage();
  return useMemo(() => ({ money: (cents: Cents) => formatMoney(cents, language) }), [language]);
}
