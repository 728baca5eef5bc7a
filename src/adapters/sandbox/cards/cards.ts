import type { CardInactivity, TransactionWithCard } from '../../../application/cards/ports/CardGateway';
import type { Card } from '../../../domain/cards/Card';
import type { Consumer } from '../../../domain/consumer/Consumer';
import type { Transaction } from '../../../domain/transactions/Transaction';
import {
  transactionLookupKind,
  type TransactionLookupKind,
} from '../../../domain/transactions/transactionDetail';
import type { Bearer } from '../SandboxApi';
import type { SandboxContext } from '../SandboxContext';
import { badRequest, notFound } from '../errors';
import type { TransactionRecord } from '../state/SandboxState';
import { ownCard, ownCardView } from './cardAccess';

export function getCard(context: SandboxContext, bearer: Bearer, cardId: string): Card {
  return ownCardView(context, bearer, ownCard(context, bearer, cardId));
}

/** POST /card/{id}/block: 400 cardCancelled or cardAlreadyBlocked; answers the consumer. */
export function blockCard(context: SandboxContext, bearer: Bearer, cardId: string): Consumer {
  const card = ownCard(context, bearer, cardId);
  if (card.isCancelled) throw badRequest('cardCancelled', 'This card is deactivated.');
  if (card.isBlocked) throw badRequest('cardAlreadyBlocked', 'This card is already blocked.');
  card.isBlocked = true;
  return context.consumerFor(bearer);
}

/** POST /card/{id}/unblock: 400 cardCancelled or cardNotBlocked; answers the consumer. */
export function unblockCard(context: SandboxContext, bearer: Bearer, cardId: string): Consumer {
  const card = ownCard(context, bearer, cardId);
  if (card.isCancelled) throw badRequest('cardCancelled', 'This card is deactivated.');
  if (!card.isBlocked) throw badRequest('cardNotBlocked', 'This card is not blocked.');
  card.isBlocked = false;
  return context.consumerFor(bearer);
}

/**
 * POST /card/{id}/activate (decided: SPEC section 7 has no such call; the terms say a card issued
 * inactive is activated online, in the account): 400 cardCancelled, cardBlocked (unblock it first)
 * or cardAlreadyActive; answers the consumer.
 */
export function activateCard(context: SandboxContext, bearer: Bearer, cardId: string): Consumer {
  const card = ownCard(context, bearer, cardId);
  if (card.isCancelled) throw badRequest('cardCancelled', 'This card is deactivated.');
  if (card.isBlocked)
    throw badRequest('cardBlocked', 'A blocked card cannot be activated; unblock it first.');
  if (card.state === 'ACTIVE') throw badRequest('cardAlreadyActive', 'This card is already active.');
  card.state = 'ACTIVE';
  return context.consumerFor(bearer);
}

function transactionView(record: TransactionRecord): Transaction {
  const { kycRelated: _kycRelated, ...transaction } = record;
  return structuredClone(transaction);
}

/** GET /card/{id}/transactions: newest first (same second: the latest recorded first). */
export function cardTransactions(context: SandboxContext, bearer: Bearer, cardId: string): Transaction[] {
  const card = ownCard(context, bearer, cardId);
  return [...(context.state.transactions[card.id] ?? [])]
    .reverse()
    .sort((a, b) => b.date.localeCompare(a.date))
    .map(transactionView);
}

/** GET /card/inactivity-fee-data: the fee notices of the consumer's cards, each with its card's id. */
export function inactivityFeeData(context: SandboxContext, bearer: Bearer): CardInactivity[] {
  const account = context.requireSession(bearer);
  return context.state.cards
    .filter((card) => card.consumerId === account.id)
    .flatMap((card) => {
      const data = context.state.inactivity[card.id];
      return data === undefined ? [] : [{ id: card.id, ...structuredClone(data) }];
    });
}

function transactionOf(
  context: SandboxContext,
  bearer: Bearer,
  cardId: string,
  transactionId: string,
  kind: TransactionLookupKind,
): TransactionWithCard {
  const card = ownCard(context, bearer, cardId);
  const found = (context.state.transactions[card.id] ?? []).find(
    (transaction) => transaction.id === transactionId,
  );
  if (found === undefined || transactionLookupKind(found.status) !== kind) throw notFound(kind);
  return { transaction: transactionView(found), card: ownCardView(context, bearer, card) };
}

/** GET /card/{id}/settlement?settlementId=: a settled transaction of the card; 404 for any other. */
export function settlement(
  context: SandboxContext,
  bearer: Bearer,
  cardId: string,
  settlementId: string,
): TransactionWithCard {
  return transactionOf(context, bearer, cardId, settlementId, 'settlement');
}

/** GET /card/{id}/authorisation?authorisationId=: a transaction that is not settled; 404 for a settled one. */
export function authorisation(
  context: SandboxContext,
  bearer: Bearer,
  cardId: string,
  authorisationId: string,
): TransactionWithCard {
  return transactionOf(context, bearer, cardId, authorisationId, 'authorisation');
}
