import { PRIORITY_COUNTRIES } from '../../domain/consumer/countries';
import type { Language } from '../../domain/language/Language';

const cache = new Map<Language, Intl.DisplayNames>();

/** A country's name in the shop's language (Intl.DisplayNames), its ISO code when unknown. */
export function countryName(code: string, language: Language): string {
  let names = cache.get(language);
  if (names === undefined) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    cache.set(language, names);
  }
  return names.of(code) ?? code;
}

/** A country picker's options: the spec's first countries first, then every other one by its name. */
export function countryOptions(
  codes: readonly string[],
  language: Language,
): { value: string; label: string }[] {
  const named = (code: string) => ({ value: code, label: countryName(code, language) });
  // Sorted the way the language sorts names (é with e).
  const collator = new Intl.Collator(language);
  const first = PRIORITY_COUNTRIES.filter((code) => codes.includes(code));
  const rest = codes.filter((code) => !(first as readonly string[]).includes(code));
  return [...first.map(named), ...rest.map(named).sort((a, b) => collator.compare(a.label, b.label))];
}
