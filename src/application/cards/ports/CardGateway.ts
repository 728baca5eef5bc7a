import type { ServiceIdentifier } from 'inversify';
import type { Card, CancelOption, InactivityFeeData } from '../../../domain/cards/Card';
import type { Consumer } from '../../../domain/consumer/Consumer';
import type { Transaction } from '../../../domain/transactions/Transaction';

export interface CardInactivity extends InactivityFeeData {
  /** The card's id. */
  id: string;
}

export interface TransactionWithCard {
  transaction: Transaction;
  card: Card;
}

/** Card calls (SPEC section 7). The card list itself comes with the consumer. */
export interface CardGateway {
  get(cardId: string): Promise<Card>;
  block(cardId: string): Promise<Consumer>;
  unblock(cardId: string): Promise<Consumer>;
  /** Activates a card issued inactive (decided: SPEC section 7 has no such call; the terms say it is done online). */
  activate(cardId: string): Promise<Consumer>;
  /** transferTo is a card id for 'transfer'; absent otherwise. */
  deactivate(cardId: string, option: CancelOption, transferTo?: string): Promise<Consumer>;
  transactions(cardId: string): Promise<Transaction[]>;
  inactivityFeeData(): Promise<CardInactivity[]>;
  settlement(cardId: string, settlementId: string): Promise<TransactionWithCard>;
  authorisation(cardId: string, authorisationId: string): Promise<TransactionWithCard>;
}

export const CARD_GATEWAY: ServiceIdentifier<CardGateway> = Symbol.for('CardGateway');
