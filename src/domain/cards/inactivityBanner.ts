import type { Cents } from '../money/Cents';
import type { Card, InactivityFeeDisplay } from './Card';

export type InactivityBannerLevel = 'notification' | 'warning';

export interface InactivityBanner {
  level: InactivityBannerLevel;
  /** YYYY-MM-DD */
  startingDate: string;
  feeValue: Cents;
  /** The `id` of the card the banner is about. */
  cardId: string;
}

const LEVELS: Record<InactivityFeeDisplay, InactivityBannerLevel> = {
  NOTIFICATION: 'notification',
  WARNING: 'warning',
};

/**
 * The one inactivity-fee banner the cards screen shows, or null when no card carries fee data.
 * Decision: when several cards carry data, a WARNING beats a NOTIFICATION, then the earliest
 * starting date wins (the fee that bites first), then the card listed first.
 * Every card with data counts: the issuer decides which cards carry it.
 */
export function inactivityBanner(cards: readonly Card[]): InactivityBanner | null {
  let best: InactivityBanner | null = null;
  for (const card of cards) {
    const data = card.inactivityFeeData;
    if (!data) continue;
    const candidate: InactivityBanner = {
      level: LEVELS[data.display],
      startingDate: data.startingDate,
      feeValue: data.feeValue.amount,
      cardId: card.id,
    };
    if (!best || outranks(candidate, best)) best = candidate;
  }
  return best;
}

function outranks(candidate: InactivityBanner, current: InactivityBanner): boolean {
  if (candidate.level !== current.level) return candidate.level === 'warning';
  return candidate.startingDate < current.startingDate;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The fee's starting date as the banner shows it: 'YYYY-MM-DD' → 'DD/MM/YYYY' (SPEC section 9).
 * Decision: a date in any other form is shown unchanged rather than hidden.
 */
export function formatFeeStartingDate(startingDate: string): string {
  const match = DAY.exec(startingDate);
  if (!match) return startingDate;
  return `${match[3] ?? ''}/${match[2] ?? ''}/${match[1] ?? ''}`;
}
