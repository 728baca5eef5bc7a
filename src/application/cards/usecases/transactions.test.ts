import type { Container } from 'inversify';
import { LEVEL1_CREDENTIALS } from '../../../adapters/sandbox/seed/accounts';
import { transactionKind, type TransactionKind } from '../../../domain/transactions/transactionKind';
import { sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import type { CardTransaction } from '../CardTransaction';
import { ListCardTransactions } from './ListCardTransactions';
import { CARD_GATEWAY } from '../ports/CardGateway';
import { ReadTransactionDetail } from './ReadTransactionDetail';

async function demoTransactions(container: Container): Promise<CardTransaction[]> {
  const listed = await container.get(ListCardTransactions).execute('card-demo-active');
  if (!listed.ok) throw new Error('the transactions did not load');
  return listed.value;
}

describe('a card and its transactions', () => {
  it('reads a card with its number and CVV only as tokens', async () => {
    const { container } = sandboxApp();
    await signIn(container);

    const card = await container.get(CARD_GATEWAY).get('card-demo-active');

    expect(card).toMatchObject({
      id: 'card-demo-active',
      numberToken: expect.any(String),
      cvvToken: expect.any(String),
    });
  });

  it('lists the card’s transactions, newest first', async () => {
    const { container } = sandboxApp();
    await signIn(container);

    const transactions = await demoTransactions(container);

    expect(transactions.map((t) => t.merchant)).toEqual([
      'Streaming Service',
      'Casino Royale Online',
      'Airline Tickets',
      'Electronics Store',
      'Online Bookshop refund',
      'Online Bookshop',
    ]);
  });

  it.each<TransactionKind>(['settled', 'declined', 'pending', 'blocked'])(
    'reads a %s transaction from the record the issuer keeps for it',
    async (kind) => {
      const { container } = sandboxApp();
      await signIn(container);
      const transaction = (await demoTransactions(container)).find((t) => transactionKind(t.status) === kind);
      if (transaction === undefined) throw new Error(`no ${kind} transaction`);

      const result = await container
        .get(ReadTransactionDetail)
        .execute({ cardId: 'card-demo-active', transactionId: transaction.id, status: kind });

      expect(result).toMatchObject({
        ok: true,
        value: {
          transaction: { id: transaction.id, identityCheckDeclined: false },
          card: { id: 'card-demo-active' },
          declineReason: kind === 'declined' ? 'refused' : null,
        },
      });
    },
  );

  it('reads no transaction of a status the routes do not know', async () => {
    const { container } = sandboxApp();
    await signIn(container);
    const result = await container
      .get(ReadTransactionDetail)
      .execute({ cardId: 'card-demo-active', transactionId: 'tx-1', status: 'refunded' });
    expect(result).toEqual({ ok: false, error: { kind: 'NotFound' } });
  });

  it('flags the transactions of a consumer with payments declined for want of identity verification', async () => {
    const { container } = sandboxApp();
    await signIn(container, LEVEL1_CREDENTIALS);
    const listed = await container.get(ListCardTransactions).execute('card-level1-second');
    if (!listed.ok) throw new Error('the transactions did not load');
    expect(listed.value.every((transaction) => transaction.identityCheckDeclined)).toBe(true);
    const declined = listed.value.find((transaction) => transactionKind(transaction.status) === 'declined');
    if (declined === undefined) throw new Error('no declined transaction');

    const detail = await container
      .get(ReadTransactionDetail)
      .execute({ cardId: 'card-level1-second', transactionId: declined.id, status: 'declined' });

    expect(detail).toMatchObject({ ok: true, value: { declineReason: 'identityVerification' } });
  });
});
