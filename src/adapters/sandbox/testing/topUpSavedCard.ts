import type { Cents } from '../../../domain/money/Cents';
import { loadState, saveState } from '../persistence';

/**
 * Adds cents to both balances of a card in the sandbox state saved in `storage`; the sandbox reads
 * it back at its next call. For states no call can reach (a consumer without full KYC over 150 EUR).
 */
export function topUpSavedCard(storage: Storage, cardId: string, cents: Cents): void {
  const state = loadState(storage);
  const card = state?.cards.find((candidate) => candidate.id === cardId);
  if (state === null || card === undefined) throw new Error(`no saved card ${cardId}`);
  card.actualBalance = { amount: card.actualBalance.amount + cents };
  card.availableBalance = { amount: card.availableBalance.amount + cents };
  saveState(storage, state);
}
