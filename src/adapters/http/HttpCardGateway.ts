import type { Card, CancelOption } from '../../domain/cards/Card';
import type { Consumer } from '../../domain/consumer/Consumer';
import type { Transaction } from '../../domain/transactions/Transaction';
import type {
  CardGateway,
  CardInactivity,
  TransactionWithCard,
} from '../../application/cards/ports/CardGateway';
import { apiPath } from './apiPath';
import type { HttpTransport } from './HttpTransport';

/** Card calls over the REST contract. */
export class HttpCardGateway implements CardGateway {
  constructor(private readonly http: HttpTransport) {}

  async get(cardId: string): Promise<Card> {
    const { card } = await this.http.send<{ card: Card }>({
      method: 'GET',
      path: apiPath`/api/card/${cardId}`,
      reads: ['card'],
    });
    return card;
  }

  block(cardId: string): Promise<Consumer> {
    return this.consumerAfter('POST', apiPath`/api/card/${cardId}/block`);
  }

  unblock(cardId: string): Promise<Consumer> {
    return this.consumerAfter('POST', apiPath`/api/card/${cardId}/unblock`);
  }

  activate(cardId: string): Promise<Consumer> {
    return this.consumerAfter('POST', apiPath`/api/card/${cardId}/activate`);
  }

  deactivate(cardId: string, option: CancelOption, transferTo?: string): Promise<Consumer> {
    return this.consumerAfter('DELETE', apiPath`/api/card/${cardId}`, { option, transferTo });
  }

  async transactions(cardId: string): Promise<Transaction[]> {
    const { transactions } = await this.http.send<{ transactions: Transaction[] }>({
      method: 'GET',
      path: apiPath`/api/card/${cardId}/transactions`,
      reads: ['transactions'],
    });
    return transactions;
  }

  async inactivityFeeData(): Promise<CardInactivity[]> {
    const { inactivityData } = await this.http.send<{ inactivityData: CardInactivity[] }>({
      method: 'GET',
      path: '/api/card/inactivity-fee-data',
      reads: ['inactivityData'],
    });
    return inactivityData;
  }

  settlement(cardId: string, settlementId: string): Promise<TransactionWithCard> {
    return this.transaction(apiPath`/api/card/${cardId}/settlement`, { settlementId });
  }

  authorisation(cardId: string, authorisationId: string): Promise<TransactionWithCard> {
    return this.transaction(apiPath`/api/card/${cardId}/authorisation`, { authorisationId });
  }

  /** Block, unblock, activate and deactivate answer the consumer, whose card list shows the change. */
  private async consumerAfter(
    method: 'POST' | 'DELETE',
    path: string,
    query?: Record<string, string | undefined>,
  ): Promise<Consumer> {
    const { consumer } = await this.http.send<{ consumer: Consumer }>({
      method,
      path,
      query,
      reads: ['consumer'],
    });
    return consumer;
  }

  private async transaction(path: string, query: Record<string, string>): Promise<TransactionWithCard> {
    const { transaction, card } = await this.http.send<TransactionWithCard>({
      method: 'GET',
      path,
      query,
      reads: ['transaction', 'card'],
    });
    return { transaction, card };
  }
}
