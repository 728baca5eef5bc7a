import { TERMS_AUTO_REPLACEMENT_USED_WITHIN_MONTHS } from '../timing';
import type { Card } from './Card';

const MMYY = /^(\d{2})(\d{2})$/;

/** The card is in its last months of validity: the month it expires in, as MM/YY. */
export interface ExpiryNotice {
  /** MM/YY */
  expiry: string;
}

/** How many months before the end of its validity a card says it is about to expire. */
export const EXPIRY_NOTICE_MONTHS = TERMS_AUTO_REPLACEMENT_USED_WITHIN_MONTHS;

/**
 * The notice "this card expires soon" for the selected card, or null.
 * Decisions (the spec says only that a card expires at the end of its validity month and that an
 * expiring card is replaced only if used in the 2 months before expiry):
 * - a card expiring MM/YY is valid until the last day of that month;
 * - its last 2 months of validity are its expiry month and the month before it, counted in whole
 *   calendar months (UTC): a card expiring 06/26 shows the notice from 1 May 2026 to 30 June 2026;
 * - no notice before that, none once the card has expired (from the first day of the month after),
 *   none for a deactivated card (it is gone for good), and none for an expiry that is not MMYY;
 * - a blocked card still shows it: unblocking it is the consumer's choice.
 */
export function expiryNotice(
  card: Pick<Card, 'expireDate' | 'isCancelled'>,
  today: Date,
): ExpiryNotice | null {
  if (card.isCancelled) return null;
  const match = MMYY.exec(card.expireDate);
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return null;
  const monthsLeft = year * 12 + (month - 1) - (today.getUTCFullYear() * 12 + today.getUTCMonth());
  if (monthsLeft < 0 || monthsLeft >= EXPIRY_NOTICE_MONTHS) return null;
  return { expiry: `${match[1] ?? ''}/${match[2] ?? ''}` };
}
