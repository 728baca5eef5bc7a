import type { Card } from '../../../domain/cards/Card';
import type { Bearer } from '../SandboxApi';
import type { SandboxContext } from '../SandboxContext';
import { forbidden, notFound } from '../errors';
import type { CardRecord } from '../state/SandboxState';

/** The signed-in consumer's card: 401 without a session, 404 when no card has the id, 403 when it is another consumer's. */
export function ownCard(context: SandboxContext, bearer: Bearer, cardId: string): CardRecord {
  const account = context.requireSession(bearer);
  const card = context.state.cards.find((candidate) => candidate.id === cardId);
  if (card === undefined) throw notFound('card');
  if (card.consumerId !== account.id) throw forbidden('card');
  return card;
}

/** The card as its owner sees it now, cancelOptions included. */
export function ownCardView(context: SandboxContext, bearer: Bearer, card: CardRecord): Card {
  const view = context.consumerFor(bearer).cards.find((candidate) => candidate.id === card.id);
  if (view === undefined) throw notFound('card');
  return view;
}
