import type { Card } from '../../../domain/cards/Card';
import { NEW_CARD_FEE, TRANSFER_FEE } from '../../../domain/cards/deactivationFees';
import { UNKNOWN_CONSUMER_TRANSFER_CAP } from '../../../domain/cards/transferCandidates';
import type { Consumer } from '../../../domain/consumer/Consumer';
import type { Cents } from '../../../domain/money/Cents';
import { KYC_LEVEL_1_ACCOUNT_LIMIT, KYC_LEVEL_1_PURCHASE_LIMIT } from '../../../domain/orders/cardLimit';
import type { PurchasesTogether, ShopAction } from './shopPlan';
import { askerOf, pickCard, pickTarget, type HeldCard, type ShopWorld } from './ShopWorld';

/**
 * Why the issuer must refuse an action, or null when it must go through: the oracle of the money
 * properties, read from SPEC sections 4, 6 and 9 and the domain's published limits, never from the
 * sandbox. The fees only decide whether a balance covers one (the domain's decision: equal is enough).
 */
export function expectedRefusal(
  action: Exclude<ShopAction, PurchasesTogether>,
  world: ShopWorld,
): string | null {
  if (action.kind === 'buy') return buyRefusal(world[action.holder], action.cents);
  const source = pickCard(world, action.card);
  if (askerOf(source, action.asker) !== source.holder) return 'the card is another consumer’s';
  if (source.card.isCancelled) return 'the card is already deactivated';
  switch (action.kind) {
    case 'block':
      return source.card.isBlocked ? 'the card is already blocked' : null;
    case 'unblock':
      return source.card.isBlocked ? null : 'the card is not blocked';
    case 'just_cancel':
      return source.card.isBlocked ? 'a blocked card cannot be deactivated' : null;
    case 'new_card':
      return deactivationRefusal(source.card, NEW_CARD_FEE);
    case 'transfer':
      return (
        deactivationRefusal(source.card, TRANSFER_FEE) ??
        targetRefusal(source, pickTarget(world, source, action.target), world)
      );
  }
}

function deactivationRefusal(source: Card, fee: Cents): string | null {
  if (source.isBlocked) return 'a blocked card cannot be deactivated';
  return source.availableBalance.amount < fee ? 'the available balance does not cover the fee' : null;
}

/** SPEC 4: the target differs from the source, is neither blocked nor cancelled, and respects the cap. */
function targetRefusal(source: HeldCard, target: HeldCard, world: ShopWorld): string | null {
  if (target.card.id === source.card.id) return 'the target is the source itself';
  if (target.holder !== source.holder) return 'the target is another consumer’s card';
  if (target.card.isBlocked) return 'the target is blocked';
  if (target.card.isCancelled) return 'the target is deactivated';
  const combined = source.card.availableBalance.amount + target.card.availableBalance.amount;
  if (!world[source.holder].isFullyKnown && combined - TRANSFER_FEE > UNKNOWN_CONSUMER_TRANSFER_CAP)
    return 'the combined balance is over the cap for a consumer who is not fully known';
  return null;
}

/**
 * SPEC 6 and 9: without full KYC, at most 50 EUR a purchase and 150 EUR held on the cards not
 * cancelled, `alsoLoaded` (cards issued since `consumer` was read) included.
 */
function buyRefusal(consumer: Consumer, cents: Cents, alsoLoaded: Cents = 0): string | null {
  if (consumer.isFullyKnown) return null;
  const held = consumer.cards
    .filter((card) => !card.isCancelled)
    .reduce((sum, card) => sum + card.availableBalance.amount, alsoLoaded);
  if (cents > KYC_LEVEL_1_PURCHASE_LIMIT) return 'above the purchase limit without full KYC';
  return held + cents > KYC_LEVEL_1_ACCOUNT_LIMIT ? 'over the account limit without full KYC' : null;
}

/** What must become of each of two orders bought together: refused when created, or when paid, or a card. */
export type TogetherFate = 'refusedAtCreation' | 'refusedAtSettlement' | 'issued';

/**
 * Two orders created (each against the cards held: the other is not paid yet), both payments opened,
 * then both approved in turn: the second's card must still fit the limits with the first's loaded,
 * or its money is refused (SPEC 6 and 9 hold whatever the order of the calls).
 */
export function togetherFates(consumer: Consumer, cents: readonly Cents[]): TogetherFate[] {
  let loaded: Cents = 0;
  return cents.map((value) => {
    if (buyRefusal(consumer, value) !== null) return 'refusedAtCreation';
    if (buyRefusal(consumer, value, loaded) !== null) return 'refusedAtSettlement';
    loaded += value;
    return 'issued';
  });
}
