import type { Card, CancelOption } from '../../domain/cards/Card';
import type { Consumer } from '../../domain/consumer/Consumer';
import type { Transaction } from '../../domain/transactions/Transaction';
import type {
  CardGateway,
  CardInactivity,
  TransactionWithCard,
} from '../../application/cards/ports/CardGateway';
import type { TokenStore } from '../../application/session/ports/TokenStore';
import type { SandboxCalls } from '../sandbox/SandboxApi';
import { callSandbox } from './callSandbox';

/** Card calls, answered by the in-process sandbox. */
export class InMemoryCardGateway implements CardGateway {
  constructor(
    private readonly sandbox: SandboxCalls,
    private readonly tokens: TokenStore,
  ) {}

  get(cardId: string): Promise<Card> {
    return callSandbox(() => this.sandbox.getCard(this.tokens.load(), cardId));
  }

  block(cardId: string): Promise<Consumer> {
    return callSandbox(() => this.sandbox.blockCard(this.tokens.load(), cardId));
  }

  unblock(cardId: string): Promise<Consumer> {
    return callSandbox(() => this.sandbox.unblockCard(this.tokens.load(), cardId));
  }

  deactivate(cardId: string, option: CancelOption, transferTo?: string): Promise<Consumer> {
    return callSandbox(() => this.sandbox.deactivateCard(this.tokens.load(), cardId, option, transferTo));
  }

  transactions(cardId: string): Promise<Transaction[]> {
    return callSandbox(() => this.sandbox.cardTransactions(this.tokens.load(), cardId));
  }

  inactivityFeeData(): Promise<CardInactivity[]> {
    return callSandbox(() => this.sandbox.inactivityFeeData(this.tokens.load()));
  }

  settlement(cardId: string, settlementId: string): Promise<TransactionWithCard> {
    return callSandbox(() => this.sandbox.settlement(this.tokens.load(), cardId, settlementId));
  }

  authorisation(cardId: string, authorisationId: string): Promise<TransactionWithCard> {
    return callSandbox(() => this.sandbox.authorisation(this.tokens.load(), cardId, authorisationId));
  }
}
