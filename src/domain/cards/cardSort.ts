import type { Card } from './Card';

export const CARD_SORTS = ['dateCreatedUp', 'dateCreatedDown', 'balanceUp', 'balanceDown'] as const;
export type CardSort = (typeof CARD_SORTS)[number];
/** Oldest card first. */
export const DEFAULT_CARD_SORT: CardSort = 'dateCreatedUp';

type SortableCard = Pick<Card, 'createdAt' | 'actualBalance'>;

function byCreation(a: SortableCard, b: SortableCard): number {
  // 'YYYY-MM-DD HH:MM:SS' sorts chronologically as plain text.
  if (a.createdAt.date < b.createdAt.date) return -1;
  if (a.createdAt.date > b.createdAt.date) return 1;
  return 0;
}

function byBalance(a: SortableCard, b: SortableCard): number {
  return a.actualBalance.amount - b.actualBalance.amount;
}

const COMPARATORS: Record<CardSort, (a: SortableCard, b: SortableCard) => number> = {
  dateCreatedUp: byCreation,
  dateCreatedDown: (a, b) => byCreation(b, a),
  balanceUp: byBalance,
  balanceDown: (a, b) => byBalance(b, a),
};

/** A sorted copy; ties keep their original order in both directions. The value is the actual balance. */
export function sortCards<C extends SortableCard>(cards: readonly C[], sort: CardSort): C[] {
  return [...cards].sort(COMPARATORS[sort]);
}

export function isCardSort(value: string): value is CardSort {
  return (CARD_SORTS as readonly string[]).includes(value);
}
