import type { CancelOption, Card } from '../../../domain/cards/Card';
import { DEACTIVATION_OPTIONS, deactivationOptions } from '../../../domain/cards/deactivationOptions';
import type { CardRecord, SandboxState } from '../state/SandboxState';

/** The issuer allows every option in principle; which ones a card really offers depends on its situation. */
const EVERY_OPTION: readonly CancelOption[] = DEACTIVATION_OPTIONS;

/** A fresh Card from its record, before its cancel options are known (they need the other cards). */
function withoutOptions(state: SandboxState, record: CardRecord): Card {
  const { consumerId: _consumerId, orderId: _orderId, ...card } = record;
  const inactivity = state.inactivity[record.id];
  return {
    ...card,
    createdAt: { ...card.createdAt },
    actualBalance: { ...card.actualBalance },
    availableBalance: { ...card.availableBalance },
    cancelOptions: [...EVERY_OPTION],
    inactivityFeeData: inactivity ? { ...inactivity, feeValue: { ...inactivity.feeValue } } : null,
  };
}

/**
 * The consumer's cards as the API shows them, in the order they were issued: fresh copies, each
 * with its cancelOptions computed by the domain's deactivation rules (none for a blocked or
 * cancelled card; transfer only with another eligible card; money-moving options only when the
 * balance covers their fee).
 */
export function consumerCards(state: SandboxState, consumerId: string, isFullyKnown: boolean): Card[] {
  const cards = state.cards
    .filter((record) => record.consumerId === consumerId)
    .map((record) => withoutOptions(state, record));
  return cards.map((card) => ({
    ...card,
    cancelOptions: deactivationOptions(card, cards, { isFullyKnown }),
  }));
}

/** One of the consumer's cards as the API shows it, or null when the consumer has no card with that id. */
export function consumerCard(
  state: SandboxState,
  consumerId: string,
  isFullyKnown: boolean,
  cardId: string,
): Card | null {
  return consumerCards(state, consumerId, isFullyKnown).find((card) => card.id === cardId) ?? null;
}
