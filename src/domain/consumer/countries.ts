/** Countries an address may be in (SPEC section 3), in the spec's order. */
export const SUPPORTED_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GI',
  'GR',
  'HU',
  'IS',
  'IE',
  'IT',
  'LV',
  'LI',
  'LT',
  'LU',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'SK',
  'SI',
  'ES',
  'SE',
  'CZ',
  'GB',
  'RO',
] as const;
export type SupportedCountry = (typeof SUPPORTED_COUNTRIES)[number];

/** Listed first in every country picker. */
export const PRIORITY_COUNTRIES: readonly SupportedCountry[] = ['FR', 'AT', 'BE', 'BG', 'HR', 'CY'];

export const DEFAULT_COUNTRY: SupportedCountry = 'FR';

export function isSupportedCountry(value: string): value is SupportedCountry {
  return (SUPPORTED_COUNTRIES as readonly string[]).includes(value);
}

/** The priority countries, then the others in the spec's order. */
export function orderedCountries(): SupportedCountry[] {
  const rest = SUPPORTED_COUNTRIES.filter((country) => !PRIORITY_COUNTRIES.includes(country));
  return [...PRIORITY_COUNTRIES, ...rest];
}
