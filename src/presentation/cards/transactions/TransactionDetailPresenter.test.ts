import type { Container } from 'inversify';
import { LEVEL1_CREDENTIALS } from '../../../adapters/sandbox/seed/accounts';
import { ListCardTransactions } from '../../../application/cards/usecases/ListCardTransactions';
import { sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import type { Transaction } from '../../../domain/transactions/Transaction';
import { transactionKind, type TransactionKind } from '../../../domain/transactions/transactionKind';
import { AuthModalsPresenter } from '../../testing/otherScreens';
import { messageOf } from '../../messages/Message';
import { destination } from '../../testing/destination';
import { TransactionDetailPresenter } from './TransactionDetailPresenter';
import { leavePage } from '../../shell/PageHost';

const DEMO_CARD = 'card-demo-active';

const opened: TransactionDetailPresenter[] = [];
afterEach(() => opened.splice(0).forEach(leavePage));

async function transactionOf(
  container: Container,
  cardId: string,
  kind: TransactionKind,
): Promise<Transaction> {
  const listed = await container.get(ListCardTransactions).execute(cardId);
  const found = listed.ok ? listed.value.find((t) => transactionKind(t.status) === kind) : undefined;
  if (found === undefined) throw new Error(`no ${kind} transaction on ${cardId}`);
  return found;
}

async function detailPage(
  container: Container,
  params: { cardId: string; transactionId: string; status: string },
) {
  const presenter = container.get(TransactionDetailPresenter);
  opened.push(presenter);
  await presenter.enter({ params, query: {} });
  return presenter;
}

/** The detail page of a transaction of that status, for the demo consumer (none declined for KYC) or the level-1 one. */
async function detailOf(kind: TransactionKind, who: 'demo' | 'level1' = 'demo') {
  const app = sandboxApp();
  await signIn(app.container, who === 'demo' ? undefined : LEVEL1_CREDENTIALS);
  const cards =
    who === 'demo' ? [DEMO_CARD] : ['card-level1-first', 'card-level1-second', 'card-level1-third'];
  for (const cardId of cards) {
    const listed = await app.container.get(ListCardTransactions).execute(cardId);
    const found = listed.ok ? listed.value.find((t) => transactionKind(t.status) === kind) : undefined;
    if (found !== undefined) {
      const presenter = await detailPage(app.container, { cardId, transactionId: found.id, status: kind });
      return { ...app, presenter, cardId, transaction: found };
    }
  }
  throw new Error(`no ${kind} transaction for ${who}`);
}

describe('the transaction detail page', () => {
  it('shows a settled transaction: merchant, amount without sign, date, card, and Go back to my cards', async () => {
    const { presenter, transaction } = await detailOf('settled');

    expect(presenter.load.status).toBe('shown');
    expect(presenter.detail).toEqual({
      textKey: 'settled',
      display: { kind: 'settled', icon: 'none', colour: 'none', wording: 'settled', struckThrough: false },
      merchant: transaction.merchant,
      amount: Math.abs(transaction.transactionAmount.amount),
      date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/),
      lastFour: expect.stringMatching(/^\d{4}$/),
      declineReason: null,
      button: {
        kind: 'backToCards',
        to: `/consumer/cards?selected=${DEMO_CARD}&transactionId=${transaction.id}&status=settled`,
      },
    });
  });

  it('tells a settled refund as money received, not as a payment taken from the card', async () => {
    const app = sandboxApp();
    await signIn(app.container);
    const listed = await app.container.get(ListCardTransactions).execute(DEMO_CARD);
    const refund = listed.ok ? listed.value.find((t) => t.merchant === 'Online Bookshop refund') : undefined;
    if (refund === undefined) throw new Error('the demo card has no refund');

    const presenter = await detailPage(app.container, {
      cardId: DEMO_CARD,
      transactionId: refund.id,
      status: 'settled',
    });

    expect(presenter.detail).toMatchObject({ textKey: 'settledMoneyIn', amount: 500 });
  });

  it.each<TransactionKind>(['declined', 'pending', 'blocked'])(
    'links a %s transaction of a consumer with no payment declined for identity verification to the help centre',
    async (kind) => {
      const { presenter } = await detailOf(kind);
      expect(presenter.detail).toMatchObject({ textKey: kind, button: { kind: 'helpCentre' } });
    },
  );

  it('says a plainly declined payment was refused, struck through in red with a cross', async () => {
    const { presenter } = await detailOf('declined');
    expect(presenter.detail).toMatchObject({
      display: { icon: 'cross', colour: 'red', struckThrough: true },
      declineReason: 'refused',
    });
  });

  it('says a payment declined for want of identity verification was declined for that', async () => {
    const { presenter } = await detailOf('declined', 'level1');
    expect(presenter.detail).toMatchObject({
      declineReason: 'identityVerification',
      button: { kind: 'helpCentre' },
    });
  });

  it('offers a blocked transaction of a consumer with payments declined for identity verification the verification, keeping the card', async () => {
    const { presenter, cardId } = await detailOf('blocked', 'level1');
    expect(presenter.detail).toMatchObject({
      textKey: 'blockedKyc',
      display: { icon: 'warning', colour: 'yellow', wording: 'blockedKyc' },
      button: {
        kind: 'startVerification',
        to: `/consumer/kyc/upgrade-info?selected=${cardId}`,
        helpLink: true,
      },
    });
  });

  it.each<TransactionKind>(['settled', 'pending'])(
    'shows the same button for a %s transaction of that consumer',
    async (kind) => {
      const { presenter } = await detailOf(kind, 'level1');
      expect(presenter.detail?.button.kind).toBe(kind === 'settled' ? 'backToCards' : 'helpCentre');
    },
  );

  it('sends an unknown status segment to Not Found without asking the issuer', async () => {
    const { container, sandbox } = sandboxApp();
    await signIn(container);
    sandbox.failNext('authorisation', 500);
    await detailPage(container, { cardId: DEMO_CARD, transactionId: 'tx-1', status: 'notSettled' });
    expect(destination(container)).toBe('/err/not-found');
  });

  it.each([
    ['an unknown transaction', DEMO_CARD, 'tx-none'],
    ['another consumer’s card', 'card-level1-first', 'tx-1'],
  ])('sends %s to Not Found', async (_what, cardId, transactionId) => {
    const { container } = sandboxApp();
    await signIn(container);
    await detailPage(container, { cardId, transactionId, status: 'settled' });
    expect(destination(container)).toBe('/err/not-found');
  });

  it.each([500, 'network'] as const)('shows the general message when the read fails (%s)', async (status) => {
    const { container, sandbox } = sandboxApp();
    await signIn(container);
    const transaction = await transactionOf(container, DEMO_CARD, 'settled');
    sandbox.failNext('settlement', status);

    const presenter = await detailPage(container, {
      cardId: DEMO_CARD,
      transactionId: transaction.id,
      status: 'settled',
    });

    expect(presenter.load.status).toBe('failed');
    expect(presenter.load.failure).toEqual(messageOf('transactions.detail.error'));
    expect(presenter.detail).toBeNull();
  });

  it('opens the login modal on Unauthorized and shows the transaction once signed in again', async () => {
    const { container, sandbox } = sandboxApp();
    await signIn(container);
    const transaction = await transactionOf(container, DEMO_CARD, 'pending');
    sandbox.failNext('authorisation', 401);

    const presenter = await detailPage(container, {
      cardId: DEMO_CARD,
      transactionId: transaction.id,
      status: 'pending',
    });
    expect(container.get(AuthModalsPresenter).login.open).toBe(true);
    expect(presenter.load.status).toBe('signInNeeded');

    await signIn(container);
    await new Promise((resolve) => setImmediate(resolve));

    expect(presenter.load.status).toBe('shown');
    expect(presenter.detail?.merchant).toBe(transaction.merchant);
  });
});
