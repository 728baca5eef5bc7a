import type { Card } from './Card';

export type CardDisplayState = 'ACTIVE' | 'INACTIVE' | 'BLOCKED' | 'CANCELLED';
export type CardChipColour = 'green' | 'yellow' | 'red';

/** The state a card shows: cancelling is permanent, so it wins over a block, and a block over the state. */
export function cardDisplayState(card: Pick<Card, 'state' | 'isBlocked' | 'isCancelled'>): CardDisplayState {
  if (card.isCancelled) return 'CANCELLED';
  if (card.isBlocked) return 'BLOCKED';
  return card.state;
}

/** Why a card takes no action of a usable one (details, block…): deactivated wins over blocked. */
export type CardOutOfUse = 'blocked' | 'deactivated';

export function cardOutOfUse(card: Pick<Card, 'isBlocked' | 'isCancelled'>): CardOutOfUse | null {
  if (card.isCancelled) return 'deactivated';
  return card.isBlocked ? 'blocked' : null;
}

const CHIP_COLOURS: Record<CardDisplayState, CardChipColour> = {
  ACTIVE: 'green',
  INACTIVE: 'yellow',
  BLOCKED: 'red',
  CANCELLED: 'red',
};

export function cardChipColour(displayState: CardDisplayState): CardChipColour {
  return CHIP_COLOURS[displayState];
}
