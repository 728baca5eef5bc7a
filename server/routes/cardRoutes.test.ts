import type { Consumer } from '../../src/domain/consumer/Consumer';
import type { Transaction } from '../../src/domain/transactions/Transaction';
import { describeBadInput } from '../testing/describeBadInput';
import { apiTestServerPerFile } from '../testing/apiTestServerPerFile';

const context = apiTestServerPerFile();
const server = () => context().server;

const CARD = '/api/card/card-demo-active';

function cardIn(body: unknown, cardId: string) {
  return (body as { consumer: Consumer }).consumer.cards.find((card) => card.id === cardId);
}

describe('card routes', () => {
  describeBadInput(context, {
    unknownPath: `${CARD}/no-such-call`,
    signedInAs: 'demo',
    routes: [
      { method: 'GET', path: '/api/card/inactivity-fee-data', needsToken: true },
      { method: 'GET', path: CARD, needsToken: true },
      { method: 'POST', path: `${CARD}/block`, needsToken: true },
      { method: 'POST', path: '/api/card/card-demo-blocked/unblock', needsToken: true },
      { method: 'POST', path: '/api/card/card-demo-inactive/activate', needsToken: true },
      {
        method: 'DELETE',
        path: CARD,
        query: 'option=transfer&transferTo=card-demo-inactive',
        requiredParams: ['option'],
        wrongQuery: 'option=shred&transferTo=card-demo-inactive&transferTo=card-demo-warning',
        needsToken: true,
      },
      { method: 'GET', path: `${CARD}/transactions`, needsToken: true },
      {
        method: 'GET',
        path: `${CARD}/settlement`,
        query: 'settlementId=tx-1',
        wrongQuery: 'settlementId=tx-1&settlementId=tx-2',
        needsToken: true,
      },
      {
        method: 'GET',
        path: `${CARD}/authorisation`,
        query: 'authorisationId=tx-4',
        wrongQuery: 'authorisationId=tx-4&authorisationId=tx-5',
        needsToken: true,
      },
    ],
  });

  it('serves a card, blocks and unblocks it, and answers the consumer each time', async () => {
    const token = context().tokens.demo;

    const card = await server().call('GET', CARD, { token });
    const blocked = await server().call('POST', `${CARD}/block`, { token });
    const unblocked = await server().call('POST', `${CARD}/unblock`, { token });

    expect(card).toEqual({
      status: 200,
      body: { card: expect.objectContaining({ id: 'card-demo-active' }) },
    });
    expect(cardIn(blocked.body, 'card-demo-active')).toEqual(expect.objectContaining({ isBlocked: true }));
    expect(cardIn(unblocked.body, 'card-demo-active')).toEqual(expect.objectContaining({ isBlocked: false }));
  });

  it('activates an inactive card and answers the consumer; a second time it is refused with 400 cardAlreadyActive', async () => {
    const token = context().tokens.demo;
    const path = '/api/card/card-demo-inactive/activate';

    const activated = await server().call('POST', path, { token });
    const again = await server().call('POST', path, { token });

    expect(activated.status).toBe(200);
    expect(cardIn(activated.body, 'card-demo-inactive')).toEqual(
      expect.objectContaining({ state: 'ACTIVE' }),
    );
    expect(again).toEqual({
      status: 400,
      body: expect.objectContaining({ errorCode: 'cardAlreadyActive' }),
    });
  });

  it('reads the transactions, then one by its settlement and one by its authorisation', async () => {
    const token = context().tokens.demo;

    const listed = await server().call('GET', `${CARD}/transactions`, { token });
    const { transactions } = listed.body as { transactions: Transaction[] };
    const settled = transactions.find((transaction) => transaction.status.isSettled);
    const other = transactions.find((transaction) => !transaction.status.isSettled);

    expect(listed.status).toBe(200);
    await expect(
      server().call('GET', `${CARD}/settlement?settlementId=${settled?.id}`, { token }),
    ).resolves.toEqual({ status: 200, body: { transaction: settled, card: expect.any(Object) } });
    await expect(
      server().call('GET', `${CARD}/authorisation?authorisationId=${other?.id}`, { token }),
    ).resolves.toEqual({ status: 200, body: { transaction: other, card: expect.any(Object) } });
    await expect(
      server().call('GET', `${CARD}/settlement?settlementId=${other?.id}`, { token }),
    ).resolves.toEqual(expect.objectContaining({ status: 404 }));
  });

  it('refuses another consumer the card’s transactions, settlements and authorisations', async () => {
    const { demo, level1 } = context().tokens;
    const OTHERS = '/api/card/card-level1-second';
    const listed = await server().call('GET', `${OTHERS}/transactions`, { token: level1 });
    const { transactions } = listed.body as { transactions: Transaction[] };
    const blocked = transactions.find((transaction) => transaction.status.isBlocked);
    const firstCard = await server().call('GET', '/api/card/card-level1-first/transactions', {
      token: level1,
    });
    const settled = (firstCard.body as { transactions: Transaction[] }).transactions.find(
      (transaction) => transaction.status.isSettled,
    );
    expect(blocked && settled).toBeDefined();

    await expect(server().call('GET', `${OTHERS}/transactions`, { token: demo })).resolves.toEqual(
      expect.objectContaining({ status: 403 }),
    );
    await expect(
      server().call('GET', `${OTHERS}/authorisation?authorisationId=${blocked?.id}`, { token: demo }),
    ).resolves.toEqual(expect.objectContaining({ status: 403 }));
    await expect(
      server().call('GET', `/api/card/card-level1-first/settlement?settlementId=${settled?.id}`, {
        token: demo,
      }),
    ).resolves.toEqual(expect.objectContaining({ status: 403 }));
  });

  it('deactivates a card with the option and target of the query, and answers the fee notices', async () => {
    const token = context().tokens.demo;
    const notices = await server().call('GET', '/api/card/inactivity-fee-data', { token });

    const deactivated = await server().call(
      'DELETE',
      '/api/card/card-demo-notification?option=transfer&transferTo=card-demo-active',
      { token },
    );

    expect(notices).toEqual({ status: 200, body: { inactivityData: expect.any(Array) } });
    expect((notices.body as { inactivityData: unknown[] }).inactivityData).toHaveLength(2);
    expect(deactivated.status).toBe(200);
    expect(cardIn(deactivated.body, 'card-demo-notification')).toEqual(
      expect.objectContaining({ isCancelled: true }),
    );
  });
});
