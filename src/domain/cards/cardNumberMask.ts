/** The full number never reaches the shop: the last four digits are shown behind this mask. */
export const CARD_NUMBER_MASK = '**** **** **** ';

export function maskCardNumber(lastFour: string): string {
  return `${CARD_NUMBER_MASK}${lastFour}`;
}
