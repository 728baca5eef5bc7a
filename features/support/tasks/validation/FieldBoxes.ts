/** What a visitor sees while typing into the shop's special boxes, in their words. */
export interface FieldBoxes {
  /** Types into the sign-in code box, one key at a time: what the box shows, and whether it sent the code. */
  typeIntoCodeBox(typed: string): Promise<{ shown: string; sent: boolean }>;
  /** Types into the sign-up mobile number box: what the box keeps. */
  typeIntoMobileNumberBox(typed: string): Promise<{ shown: string; sent: boolean }>;
  /** What the latest typing left in its box. */
  lastTyping(): { shown: string; sent: boolean };
  /** The dial code the sign-up form offers for a country, e.g. "+33". */
  dialCodeOffered(country: string): Promise<string | null>;
  /** The countries the address form's list offers, in order. */
  addressCountries(): Promise<readonly string[]>;
  /** The country a fresh address form starts with. */
  preselectedAddressCountry(): Promise<string>;
}
