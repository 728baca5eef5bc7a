import { ScenarioKey, type ShopWorld } from '../../world';

/**
 * A card as a scenario describes it, in the scenario's own words (amounts as "10.00 EUR"). The task
 * that needs a card builds it from this: the cards screen from the consumer's real card, the rule
 * tasks from the shop's card rules.
 */
export interface CardOnHand {
  name: string;
  state?: 'active' | 'inactive';
  blocked?: boolean;
  cancelled?: boolean;
  lastFour?: string;
  expiry?: string;
  created?: string;
  value?: string;
  /** Part of the value held for a pending payment: the card's actual balance is the value, its available balance the rest. */
  held?: string;
  /** The ways the issuer allows to deactivate it, as the feature names them; undefined: all. */
  ways?: string[];
}

interface CardsOnHand {
  cards: CardOnHand[];
  /** The card the scenario is about. */
  subject: string;
  fullyVerified: boolean;
}

const onHand = new ScenarioKey<CardsOnHand>('cards on hand', () => ({
  cards: [],
  subject: '',
  fullyVerified: false,
}));

export function cardsOnHand(world: ShopWorld): CardsOnHand {
  return world.state(onHand);
}

/** The consumer holds these cards; the first is the one the scenario is about. */
export function holdCards(world: ShopWorld, cards: CardOnHand[]): void {
  Object.assign(world.state(onHand), { cards, subject: cards[0]?.name ?? '' });
}

/** Changes the card the scenario is about. */
export function changeSubject(world: ShopWorld, change: Partial<CardOnHand>): void {
  const state = world.state(onHand);
  state.cards = state.cards.map((card) => (card.name === state.subject ? { ...card, ...change } : card));
}

export function setFullyVerified(world: ShopWorld, fullyVerified: boolean): void {
  world.state(onHand).fullyVerified = fullyVerified;
}

/** A table row of "the consumer holds these prepaid cards". */
export function cardOnHandFromRow(row: Record<string, string>): CardOnHand {
  return {
    name: row['card'] ?? 'card',
    state: row['state'] === 'inactive' ? 'inactive' : 'active',
    blocked: row['blocked'] === 'yes',
    cancelled: row['cancelled'] === 'yes',
    created: row['created'] || undefined,
    value: row['value'] || undefined,
  };
}
