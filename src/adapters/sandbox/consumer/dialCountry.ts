import { SUPPORTED_COUNTRIES } from '../../../domain/consumer/countries';
import { DIAL_CODES } from '../../../domain/consumer/dialCodes';

/**
 * The supported country whose dial code the API received ('33' → 'FR'), so the domain's phone
 * rules can check the number; '' when no supported country has it (the form then reports it).
 */
export function countryOfDialCode(dialCode: string): string {
  return SUPPORTED_COUNTRIES.find((country) => DIAL_CODES[country] === bareDialCode(dialCode)) ?? '';
}

/** The dial code as the API stores it: digits only, no plus sign ('+33' → '33'). */
export function bareDialCode(dialCode: string): string {
  return dialCode.trim().replace(/^\+/, '');
}
