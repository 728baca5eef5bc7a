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
import { callSandbox, type SandboxSource } from './callSandbox';

/** Card calls, answered by the in-process sandbox. */
export class InMemoryCardGateway implements CardGateway {
  constructor(
    private readonly sandbox: SandboxSource<SandboxCalls>,
    private readonly tokens: TokenStore,
  ) {}

  get(cardId: string): Promise<Card> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.getCard(this.tokens.load(), cardId));
  }

  block(cardId: string): Promise<Consumer> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.blockCard(this.tokens.load(), cardId));
  }

  unblock(cardId: string): Promise<Consumer> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.unblockCard(this.tokens.load(), cardId));
  }

  activate(cardId: string): Promise<Consumer> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.activateCard(this.tokens.load(), cardId));
  }

  deactivate(cardId: string, option: CancelOption, transferTo?: string): Promise<Consumer> {
    return callSandbox(this.sandbox, (sandbox) =>
      sandbox.deactivateCard(this.tokens.load(), cardId, option, transferTo),
    );
  }

  transactions(cardId: string): Promise<Transaction[]> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.cardTransactions(this.tokens.load(), cardId));
  }

  inactivityFeeData(): Promise<CardInactivity[]> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.inactivityFeeData(this.tokens.load()));
  }

  settlement(cardId: string, settlementId: string): Promise<TransactionWithCard> {
    return callSandbox(this.sandbox, (sandbox) =>
      sandbox.settlement(this.tokens.load(), cardId, settlementId),
    );
  }

  authorisation(cardId: string, authorisationId: string): Promise<TransactionWithCard> {
    return callSandbox(this.sandbox, (sandbox) =>
      sandbox.authorisation(this.tokens.load(), cardId, authorisationId),
    );
  }
}
