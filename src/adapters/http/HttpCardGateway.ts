import type { Card, CancelOption } from '../../domain/cards/Card';
import type { Consumer } from '../../domain/consumer/Consumer';
import type { Transaction } from '../../domain/transactions/Transaction';
import type {
  CardGateway,
  CardInactivity,
  TransactionWithCard,
} from '../../application/cards/ports/CardGateway';
import type { HttpTransport } from './HttpTransport';

/** Card calls over the REST contract (docs/openapi.yaml, tag Cards). */
export class HttpCardGateway implements CardGateway {
  constructor(private readonly http: HttpTransport) {}

  async get(cardId: string): Promise<Card> {
    const { card } = await this.http.send('getCard', { path: { cardId } });
    return card;
  }

  /** Block, unblock, activate and deactivate answer the consumer, whose card list shows the change. */
  async block(cardId: string): Promise<Consumer> {
    const { consumer } = await this.http.send('blockCard', { path: { cardId } });
    return consumer;
  }

  async unblock(cardId: string): Promise<Consumer> {
    const { consumer } = await this.http.send('unblockCard', { path: { cardId } });
    return consumer;
  }

  async activate(cardId: string): Promise<Consumer> {
    const { consumer } = await this.http.send('activateCard', { path: { cardId } });
    return consumer;
  }

  async deactivate(cardId: string, option: CancelOption, transferTo?: string): Promise<Consumer> {
    const { consumer } = await this.http.send('deactivateCard', {
      path: { cardId },
      query: { option, transferTo },
    });
    return consumer;
  }

  async transactions(cardId: string): Promise<Transaction[]> {
    const { transactions } = await this.http.send('cardTransactions', { path: { cardId } });
    return transactions;
  }

  async inactivityFeeData(): Promise<CardInactivity[]> {
    const { inactivityData } = await this.http.send('inactivityFeeData');
    return inactivityData;
  }

  async settlement(cardId: string, settlementId: string): Promise<TransactionWithCard> {
    const { transaction, card } = await this.http.send('settlement', {
      path: { cardId },
      query: { settlementId },
    });
    return { transaction, card };
  }

  async authorisation(cardId: string, authorisationId: string): Promise<TransactionWithCard> {
    const { transaction, card } = await this.http.send('authorisation', {
      path: { cardId },
      query: { authorisationId },
    });
    return { transaction, card };
  }
}
