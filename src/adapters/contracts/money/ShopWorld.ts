import type { Card } from '../../../domain/cards/Card';
import type { Consumer } from '../../../domain/consumer/Consumer';
import type { Cents } from '../../../domain/money/Cents';
import { HOLDERS, type Asker, type CardRef, type Holder, type TransferTarget } from './shopPlan';

/** Both seeded consumers as the API answers them at one moment. */
export type ShopWorld = Record<Holder, Consumer>;

/** A card with the consumer who holds it. */
export interface HeldCard {
  card: Card;
  holder: Holder;
}

/** Every card of both consumers: demo's, then level1's, in the order the API lists them. */
export function allCards(world: ShopWorld): HeldCard[] {
  return HOLDERS.flatMap((holder) => world[holder].cards.map((card) => ({ card, holder })));
}

/** The card at `index` modulo the number of cards (never zero: both consumers hold seeded cards). */
function pickFrom(cards: readonly HeldCard[], index: number): HeldCard {
  const picked = cards[index % cards.length];
  if (picked === undefined) throw new Error('no card to pick from');
  return picked;
}

export function pickCard(world: ShopWorld, ref: CardRef): HeldCard {
  return pickFrom(
    allCards(world).filter(({ holder }) => holder === ref.holder),
    ref.index,
  );
}

export function pickTarget(world: ShopWorld, source: HeldCard, target: TransferTarget): HeldCard {
  const cards = allCards(world);
  return pickFrom(
    target.among === 'all' ? cards : cards.filter(({ holder }) => holder === source.holder),
    target.index,
  );
}

function otherHolder(holder: Holder): Holder {
  return holder === 'demo' ? 'level1' : 'demo';
}

/** Who sends a card action: the card's holder, or the other consumer. */
export function askerOf(held: HeldCard, asker: Asker): Holder {
  return asker === 'holder' ? held.holder : otherHolder(held.holder);
}

export function cardIn(world: ShopWorld, cardId: string): Card {
  const found = allCards(world).find(({ card }) => card.id === cardId);
  if (found === undefined) throw new Error(`no card ${cardId} any more`);
  return found.card;
}

/** The money on every card of both consumers, by actual balance: what is held for pending payments included. */
export function moneyHeld(world: ShopWorld): Cents {
  return allCards(world).reduce((sum, { card }) => sum + card.actualBalance.amount, 0);
}

/** Both consumers' cards, to compare before and after a request that must change nothing. */
export function cardsOf(world: ShopWorld): Record<Holder, Card[]> {
  return { demo: world.demo.cards, level1: world.level1.cards };
}
