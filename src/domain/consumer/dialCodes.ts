import { DEFAULT_COUNTRY, orderedCountries, type SupportedCountry } from './countries';

/** International dial code of each supported country, without the plus sign (the API's countryCode). */
export const DIAL_CODES: Readonly<Record<SupportedCountry, string>> = {
  AT: '43',
  BE: '32',
  BG: '359',
  HR: '385',
  CY: '357',
  DK: '45',
  EE: '372',
  FI: '358',
  FR: '33',
  DE: '49',
  GI: '350',
  GR: '30',
  HU: '36',
  IS: '354',
  IE: '353',
  IT: '39',
  LV: '371',
  LI: '423',
  LT: '370',
  LU: '352',
  MT: '356',
  NL: '31',
  NO: '47',
  PL: '48',
  PT: '351',
  SK: '421',
  SI: '386',
  ES: '34',
  SE: '46',
  CZ: '420',
  GB: '44',
  RO: '40',
};

/** The dial country preselected in phone fields. */
export const DEFAULT_DIAL_COUNTRY: SupportedCountry = DEFAULT_COUNTRY;

export function dialCodeFor(country: SupportedCountry): string {
  return DIAL_CODES[country];
}

/** A country on offer in a phone field, with its dial code. */
export interface DialCountry {
  country: SupportedCountry;
  dialCode: string;
}

/** The dial codes on offer in phone fields, the priority countries first. */
export function dialCountries(): DialCountry[] {
  return orderedCountries().map((country) => ({ country, dialCode: dialCodeFor(country) }));
}
