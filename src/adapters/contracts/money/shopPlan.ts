import fc from 'fast-check';
import type { Cents } from '../../../domain/money/Cents';

/** The two seeded consumers: demo is fully known, level1 is not (the transfer cap applies to them). */
export type Holder = 'demo' | 'level1';
export const HOLDERS: readonly Holder[] = ['demo', 'level1'];

/** Who asks for a card action: the card's holder, or the other seeded consumer (who must be refused). */
export type Asker = 'holder' | 'stranger';

/**
 * A card by position: one of the holder's cards as the API lists them, the index taken modulo their
 * number, so it may name a blocked, cancelled or brand-new card.
 */
export interface CardRef {
  holder: Holder;
  index: number;
}

/** Where a transfer goes: a card of the source's holder (the source itself included), or any card of both. */
export interface TransferTarget {
  among: 'holder' | 'all';
  index: number;
}

/** One step of a generated shopping session. */
export type ShopAction =
  | { kind: 'buy'; holder: Holder; cents: Cents; outcome: 'approve' | 'decline' }
  | { kind: 'buy_together'; holder: Holder; cents: readonly [Cents, Cents] }
  | { kind: 'block' | 'unblock'; card: CardRef; asker: Asker }
  | { kind: 'just_cancel' | 'new_card'; card: CardRef; asker: Asker }
  | { kind: 'transfer'; card: CardRef; asker: Asker; target: TransferTarget };

export type Purchase = Extract<ShopAction, { kind: 'buy' }>;
/** Two orders created and their payments opened before either is approved (two tabs, or a quick double buy). */
export type PurchasesTogether = Extract<ShopAction, { kind: 'buy_together' }>;
export type CardAction = Exclude<ShopAction, Purchase | PurchasesTogether>;
export type Deactivation = Extract<CardAction, { kind: 'just_cancel' | 'new_card' | 'transfer' }>;

export function isDeactivation(action: ShopAction): action is Deactivation {
  return action.kind === 'just_cancel' || action.kind === 'new_card' || action.kind === 'transfer';
}

/**
 * How a consumer who is not fully known comes to hold more than the transfer cap, which no call can
 * reach: one of level1's cards is topped up so that it and a partner card together, less the transfer
 * fee, hold the cap plus `beyondCap` (nothing is added when they already hold more).
 */
export interface CapArrangement {
  index: number;
  partner: number;
  beyondCap: Cents;
}

/** A session: level1 arranged near or over the cap (or left as seeded), then the actions in order. */
export interface ShopPlan {
  nearCap: CapArrangement | null;
  actions: ShopAction[];
}

const holder = fc.constantFrom<Holder>(...HOLDERS);
const index = fc.nat({ max: 63 });
const card = fc.record({ holder, index });
const asker = fc.constantFrom<Asker>('holder', 'holder', 'holder', 'holder', 'stranger');
const target = fc.record({
  among: fc.constantFrom<TransferTarget['among']>('holder', 'holder', 'holder', 'all'),
  index,
});

/** Whole euros within the ordering bounds: 5 to 200 EUR, at most 50 EUR without full KYC (SPEC 5 and 9). */
function cardValue(buyer: Holder): fc.Arbitrary<Cents> {
  return fc.integer({ min: 5, max: buyer === 'demo' ? 200 : 50 }).map((euros) => euros * 100);
}

function buy(buyer: Holder): fc.Arbitrary<ShopAction> {
  return fc.record({
    kind: fc.constant('buy' as const),
    holder: fc.constant(buyer),
    cents: cardValue(buyer),
    outcome: fc.constantFrom<'approve' | 'decline'>('approve', 'approve', 'decline'),
  });
}

function buyTogether(buyer: Holder): fc.Arbitrary<ShopAction> {
  return fc.record({
    kind: fc.constant('buy_together' as const),
    holder: fc.constant(buyer),
    cents: fc.tuple(cardValue(buyer), cardValue(buyer)),
  });
}

const shopAction: fc.Arbitrary<ShopAction> = fc.oneof(
  { arbitrary: buy('demo'), weight: 2 },
  { arbitrary: buy('level1'), weight: 1 },
  { arbitrary: buyTogether('demo'), weight: 1 },
  // level1's pairs are the ones that can break the 150 EUR limit: tried more often.
  { arbitrary: buyTogether('level1'), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constantFrom('block' as const, 'unblock' as const), card, asker }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constantFrom('just_cancel' as const, 'new_card' as const), card, asker }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('transfer' as const), card, asker, target }), weight: 6 },
);

/** Sessions of 1 to `maxActions` steps; three in four start with level1 within 10 EUR of the cap, either side. */
export function shopPlan(maxActions: number): fc.Arbitrary<ShopPlan> {
  return fc.record({
    nearCap: fc.option(
      fc.record({ index, partner: index, beyondCap: fc.integer({ min: -1000, max: 1000 }) }),
      {
        freq: 4,
        nil: null,
      },
    ),
    actions: fc.array(shopAction, { minLength: 1, maxLength: maxActions }),
  });
}
