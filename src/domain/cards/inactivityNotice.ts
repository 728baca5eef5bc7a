import type { Cents } from '../money/Cents';
import type { Card, InactivityFeeDisplay } from './Card';

export type InactivityNoticeLevel = 'notification' | 'warning';

/** A card's inactivity-fee notice: a fee to come (notification) or being charged (warning). */
export interface InactivityNotice {
  level: InactivityNoticeLevel;
  /** YYYY-MM-DD */
  startingDate: string;
  feeValue: Cents;
}

const LEVELS: Record<InactivityFeeDisplay, InactivityNoticeLevel> = {
  NOTIFICATION: 'notification',
  WARNING: 'warning',
};

/**
 * The card's own inactivity-fee notice, or null when the issuer reports no fee data for it. Every
 * card with data has its notice: the issuer decides which cards carry it, and each one's fee is
 * charged to that card, so no card's notice hides another's.
 */
export function inactivityNotice(card: Pick<Card, 'inactivityFeeData'>): InactivityNotice | null {
  const data = card.inactivityFeeData;
  if (!data) return null;
  return { level: LEVELS[data.display], startingDate: data.startingDate, feeValue: data.feeValue.amount };
}
