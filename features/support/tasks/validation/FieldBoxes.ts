/** What a box shows once typed into, whether that sent it, and the message under it (null for none). */
export interface Typing {
  shown: string;
  sent: boolean;
  message: string | null;
}

/** What a visitor sees while typing into the shop's special boxes, in their words. */
export interface FieldBoxes {
  /**
   * Types into the sign-in code box, one key at a time: what the box shows, whether it sent the code,
   * and the message under it (null for none).
   */
  typeIntoCodeBox(typed: string): Promise<Typing>;
  /** Types into the sign-up mobile number box: what the box keeps. */
  typeIntoMobileNumberBox(typed: string): Promise<Typing>;
  /** What the latest typing left in its box. */
  lastTyping(): Typing;
  /** The dial code the sign-up form offers for a country, e.g. "+33". */
  dialCodeOffered(country: string): Promise<string | null>;
  /** The countries the address form's list offers, in order. */
  addressCountries(): Promise<readonly string[]>;
  /** The country a fresh address form starts with. */
  preselectedAddressCountry(): Promise<string>;
}
