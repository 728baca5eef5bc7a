import type { CardGateway } from '../../application/cards/ports/CardGateway';
import type { Card } from '../../domain/cards/Card';
import { transferredAmount } from '../../domain/cards/transferredAmount';
import { transferTargets } from '../../domain/cards/transferTargets';
import type { Consumer } from '../../domain/consumer/Consumer';
import type { Transaction, TransactionStatus } from '../../domain/transactions/Transaction';
import { DEMO, LEVEL1 } from './support/accounts';
import { useFixture, type MakeFixture, type SignedInFixture } from './support/ContractFixture';
import { expectGatewayError } from './support/expectGatewayError';
import { signIn, type SignInTools } from './support/signIn';
import { TOKEN_LIFETIME_MS } from './support/tokenLifetime';

const STATUS_FLAGS: readonly (keyof TransactionStatus)[] = [
  'isSettled',
  'isDeclined',
  'isNotSettled',
  'isBlocked',
];
const WIRE_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function cardWhere(cards: readonly Card[], matches: (card: Card) => boolean, what: string): Card {
  const card = cards.find(matches);
  if (card === undefined) throw new Error(`the seeded consumer has no ${what} card`);
  return card;
}

const isUsable = (card: Card): boolean => !card.isBlocked && !card.isCancelled;
const activeWithBalance = (cards: readonly Card[]): Card =>
  cardWhere(
    cards,
    (card) => isUsable(card) && card.state === 'ACTIVE' && card.actualBalance.amount > 0,
    'active',
  );
const inactive = (cards: readonly Card[]): Card =>
  cardWhere(cards, (card) => isUsable(card) && card.state === 'INACTIVE', 'inactive');
const blocked = (cards: readonly Card[]): Card =>
  cardWhere(cards, (card) => card.isBlocked && !card.isCancelled, 'blocked');
const offering = (cards: readonly Card[], option: Card['cancelOptions'][number]): Card =>
  cardWhere(cards, (card) => card.cancelOptions.includes(option), `${option}-offering`);

function cardIn(consumer: Consumer, cardId: string): Card | undefined {
  return consumer.cards.find((card) => card.id === cardId);
}

/**
 * The contract every CardGateway keeps: a card, block and unblock, activation, deactivation,
 * transactions and fees.
 */
export function cardGatewayContract(makeFixture: MakeFixture<SignedInFixture<CardGateway>>): void {
  describe('CardGateway contract', () => {
    const fixture = useFixture(makeFixture);
    const gateway = (): CardGateway => fixture().gateway;
    const tools = (): SignInTools => fixture();

    /** A card of the level-1 consumer, then signed in as the demo consumer, who does not own it. */
    async function someoneElsesCard(): Promise<Card> {
      const { cards } = await signIn(tools(), LEVEL1);
      await signIn(tools(), DEMO);
      return cardWhere(cards, () => true, 'any');
    }

    /** Every transaction of the consumer's cards, with the card it belongs to. */
    async function allTransactions(
      cards: readonly Card[],
    ): Promise<{ card: Card; transaction: Transaction }[]> {
      const lists = await Promise.all(
        cards.map(async (card) =>
          (await gateway().transactions(card.id)).map((transaction) => ({ card, transaction })),
        ),
      );
      return lists.flat();
    }

    describe('get', () => {
      it('answers the card as the consumer’s card list shows it, with tokens instead of its number', async () => {
        const { cards } = await signIn(tools(), DEMO);
        const listed = activeWithBalance(cards);

        const card = await gateway().get(listed.id);

        expect(card).toEqual(listed);
        expect(card).toEqual(
          expect.objectContaining({
            numberToken: expect.any(String),
            cvvToken: expect.any(String),
            expireDate: expect.stringMatching(/^(0[1-9]|1[0-2])\d{2}$/),
            cardNumberLastFour: expect.stringMatching(/^\d{4}$/),
            createdAt: { date: expect.stringMatching(WIRE_DATE_TIME) },
          }),
        );
      });

      it('answers NotFound for an unknown card and for another consumer’s card', async () => {
        const card = await someoneElsesCard();

        await expectGatewayError(gateway().get('no-such-card'), 'NotFound');
        await expectGatewayError(gateway().get(card.id), 'NotFound');
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().get('card-1'), 'Unauthorized');
      });

      it('refuses an expired token', async () => {
        const { cards } = await signIn(tools(), DEMO);
        await fixture().sandbox.advanceClock(TOKEN_LIFETIME_MS);

        await expectGatewayError(gateway().get(activeWithBalance(cards).id), 'Unauthorized');
      });

      it('fails with ServerError when the server fails', async () => {
        const { cards } = await signIn(tools(), DEMO);
        await fixture().sandbox.failNext('getCard', 500);

        await expectGatewayError(gateway().get(activeWithBalance(cards).id), 'ServerError');
      });

      it('fails with NetworkError when no answer comes', async () => {
        const { cards } = await signIn(tools(), DEMO);
        await fixture().sandbox.failNext('getCard', 'network');

        await expectGatewayError(gateway().get(activeWithBalance(cards).id), 'NetworkError');
      });

      it('returns copies, not shared instances', async () => {
        const { cards } = await signIn(tools(), DEMO);
        const cardId = activeWithBalance(cards).id;
        const first = await gateway().get(cardId);
        const original = structuredClone(first);
        first.actualBalance.amount = 0;
        first.isBlocked = true;
        first.cancelOptions.length = 0;

        await expect(gateway().get(cardId)).resolves.toEqual(original);
      });
    });

    describe('block and unblock', () => {
      it('blocks a card at once and unblocks it again, answering the consumer each time', async () => {
        const { cards } = await signIn(tools(), DEMO);
        const cardId = activeWithBalance(cards).id;

        const afterBlock = await gateway().block(cardId);
        expect(cardIn(afterBlock, cardId)).toEqual(
          expect.objectContaining({ isBlocked: true, cancelOptions: [] }),
        );
        await expect(gateway().get(cardId)).resolves.toEqual(expect.objectContaining({ isBlocked: true }));

        const afterUnblock = await gateway().unblock(cardId);
        expect(cardIn(afterUnblock, cardId)).toEqual(expect.objectContaining({ isBlocked: false }));
      });

      it('refuses to block a blocked card and to unblock a card that is not blocked', async () => {
        const { cards } = await signIn(tools(), DEMO);

        await expectGatewayError(gateway().block(blocked(cards).id), 'InvalidFields', {
          errorCode: expect.any(String),
        });
        await expectGatewayError(gateway().unblock(activeWithBalance(cards).id), 'InvalidFields', {
          errorCode: expect.any(String),
        });
      });

      it('answers NotFound for another consumer’s card, and leaves that card as it was', async () => {
        const card = await someoneElsesCard();

        await expectGatewayError(gateway().block(card.id), 'NotFound');
        await expectGatewayError(gateway().unblock(card.id), 'NotFound');

        await signIn(tools(), LEVEL1);
        await expect(gateway().get(card.id)).resolves.toEqual(
          expect.objectContaining({ isBlocked: card.isBlocked }),
        );
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().block('card-1'), 'Unauthorized');
        await expectGatewayError(gateway().unblock('card-1'), 'Unauthorized');
      });
    });

    describe('activate', () => {
      it('activates an inactive card at once, answering the consumer', async () => {
        const { cards } = await signIn(tools(), DEMO);
        const cardId = inactive(cards).id;

        const afterActivate = await gateway().activate(cardId);
        expect(cardIn(afterActivate, cardId)).toEqual(
          expect.objectContaining({ state: 'ACTIVE', isBlocked: false, isCancelled: false }),
        );
        await expect(gateway().get(cardId)).resolves.toEqual(expect.objectContaining({ state: 'ACTIVE' }));
      });

      it('refuses an active card, a blocked one and a deactivated one, saying why', async () => {
        const { cards } = await signIn(tools(), DEMO);
        const deactivated = cardWhere(cards, (card) => card.isCancelled, 'deactivated');

        for (const cardId of [activeWithBalance(cards).id, blocked(cards).id, deactivated.id])
          await expectGatewayError(gateway().activate(cardId), 'InvalidFields', {
            errorCode: expect.any(String),
          });
      });

      it('answers NotFound for another consumer’s card, and leaves that card as it was', async () => {
        const card = await someoneElsesCard();

        await expectGatewayError(gateway().activate(card.id), 'NotFound');

        await signIn(tools(), LEVEL1);
        await expect(gateway().get(card.id)).resolves.toEqual(expect.objectContaining({ state: card.state }));
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().activate('card-1'), 'Unauthorized');
      });
    });

    describe('deactivate', () => {
      it('just_cancel: the card is cancelled and its balance lost', async () => {
        const { cards } = await signIn(tools(), DEMO);
        const source = offering(cards, 'just_cancel');

        const consumer = await gateway().deactivate(source.id, 'just_cancel');

        expect(cardIn(consumer, source.id)).toEqual(
          expect.objectContaining({ isCancelled: true, cancelOptions: [] }),
        );
      });

      it('transfer: the available balance less the transfer fee moves to the chosen card', async () => {
        const demo = await signIn(tools(), DEMO);
        const source = cardWhere(
          demo.cards,
          (card) =>
            card.cancelOptions.includes('transfer') &&
            card.actualBalance.amount > card.availableBalance.amount,
          'transfer-offering card with a pending payment',
        );
        const [target] = transferTargets(source, demo.cards, demo);
        if (target === undefined) throw new Error('the seeded transfer source has no target');

        const consumer = await gateway().deactivate(source.id, 'transfer', target.id);

        // What the source holds for pending payments stays with it: only its available balance moves.
        expect(cardIn(consumer, source.id)).toEqual(
          expect.objectContaining({
            isCancelled: true,
            actualBalance: { amount: source.actualBalance.amount - source.availableBalance.amount },
            availableBalance: { amount: 0 },
          }),
        );
        expect(cardIn(consumer, target.id)?.availableBalance.amount).toBe(
          target.availableBalance.amount + transferredAmount(source, 'transfer'),
        );
      });

      it('transfer: refuses the source itself as the target', async () => {
        const { cards } = await signIn(tools(), DEMO);
        const source = offering(cards, 'transfer');

        await expectGatewayError(gateway().deactivate(source.id, 'transfer', source.id), 'InvalidFields', {
          errorCode: expect.any(String),
        });
      });

      it('new_card: the available balance less the new-card fee moves to a new card', async () => {
        const { cards } = await signIn(tools(), DEMO);
        const source = offering(cards, 'new_card');

        const consumer = await gateway().deactivate(source.id, 'new_card');

        expect(cardIn(consumer, source.id)).toEqual(expect.objectContaining({ isCancelled: true }));
        const added = consumer.cards.filter((card) => !cards.some((before) => before.id === card.id));
        expect(added).toEqual([
          expect.objectContaining({
            isCancelled: false,
            isBlocked: false,
            actualBalance: { amount: transferredAmount(source, 'new_card') },
          }),
        ]);
      });

      it('refuses to deactivate a blocked card', async () => {
        const { cards } = await signIn(tools(), DEMO);

        await expectGatewayError(gateway().deactivate(blocked(cards).id, 'just_cancel'), 'InvalidFields', {
          errorCode: expect.any(String),
        });
      });

      it('answers NotFound for an unknown card and for another consumer’s card', async () => {
        const card = await someoneElsesCard();

        await expectGatewayError(gateway().deactivate('no-such-card', 'just_cancel'), 'NotFound');
        await expectGatewayError(gateway().deactivate(card.id, 'just_cancel'), 'NotFound');
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().deactivate('card-1', 'just_cancel'), 'Unauthorized');
      });
    });

    describe('transactions', () => {
      it('answers each card’s transactions, newest first, the seeded ones covering every status', async () => {
        const { cards } = await signIn(tools(), DEMO);

        const all = await allTransactions(cards);

        for (const { transaction } of all) {
          expect(transaction).toEqual({
            id: expect.any(String),
            merchant: expect.any(String),
            date: expect.stringMatching(WIRE_DATE_TIME),
            transactionAmount: { amount: expect.any(Number) },
            status: expect.any(Object),
          });
          expect(STATUS_FLAGS.filter((flag) => transaction.status[flag])).toHaveLength(1);
        }
        for (const flag of STATUS_FLAGS) {
          expect(all.some(({ transaction }) => transaction.status[flag])).toBe(true);
        }
        for (const card of cards) {
          const dates = all
            .filter((entry) => entry.card.id === card.id)
            .map((entry) => entry.transaction.date);
          expect(dates).toEqual([...dates].sort().reverse());
        }
      });

      it('answers NotFound for another consumer’s card', async () => {
        const card = await someoneElsesCard();

        await expectGatewayError(gateway().transactions(card.id), 'NotFound');
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().transactions('card-1'), 'Unauthorized');
      });

      it('returns copies, not shared instances', async () => {
        const { cards } = await signIn(tools(), DEMO);
        const [entry] = await allTransactions(cards);
        if (entry === undefined) throw new Error('the seeded cards have no transaction');
        const first = await gateway().transactions(entry.card.id);
        const original = structuredClone(first);
        first.forEach((transaction) => (transaction.status.isSettled = !transaction.status.isSettled));
        first.pop();

        await expect(gateway().transactions(entry.card.id)).resolves.toEqual(original);
      });
    });

    describe('inactivityFeeData', () => {
      it('answers the fee notices of the consumer’s cards, with each card’s id', async () => {
        const { cards } = await signIn(tools(), DEMO);

        const notices = await gateway().inactivityFeeData();

        expect(notices.map((notice) => notice.display).sort()).toEqual(['NOTIFICATION', 'WARNING']);
        for (const notice of notices) {
          expect(cards.map((card) => card.id)).toContain(notice.id);
          expect(notice).toEqual({
            id: expect.any(String),
            display: expect.any(String),
            startingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            feeValue: { amount: expect.any(Number) },
          });
          expect(cards.find((card) => card.id === notice.id)?.inactivityFeeData).toEqual({
            display: notice.display,
            startingDate: notice.startingDate,
            feeValue: notice.feeValue,
          });
        }
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().inactivityFeeData(), 'Unauthorized');
      });
    });

    describe('settlement and authorisation', () => {
      it('answers a settled transaction by its settlement and any other by its authorisation, with the card', async () => {
        const { cards } = await signIn(tools(), DEMO);
        const all = await allTransactions(cards);
        const settled = all.find(({ transaction }) => transaction.status.isSettled);
        const other = all.find(({ transaction }) => !transaction.status.isSettled);
        if (settled === undefined || other === undefined)
          throw new Error('the seeded transactions lack a status');

        await expect(gateway().settlement(settled.card.id, settled.transaction.id)).resolves.toEqual({
          transaction: settled.transaction,
          card: settled.card,
        });
        await expect(gateway().authorisation(other.card.id, other.transaction.id)).resolves.toEqual({
          transaction: other.transaction,
          card: other.card,
        });
      });

      it('answers NotFound for an unknown transaction and for a transaction of the other kind', async () => {
        const { cards } = await signIn(tools(), DEMO);
        const all = await allTransactions(cards);
        const settled = all.find(({ transaction }) => transaction.status.isSettled);
        if (settled === undefined) throw new Error('the seeded transactions have no settled one');

        await expectGatewayError(gateway().settlement(settled.card.id, 'no-such-transaction'), 'NotFound');
        await expectGatewayError(
          gateway().authorisation(settled.card.id, settled.transaction.id),
          'NotFound',
        );
      });

      it('answers NotFound for a transaction of another consumer’s card, by settlement or authorisation', async () => {
        const level1 = await signIn(tools(), LEVEL1);
        const theirs = await allTransactions(level1.cards);
        const settled = theirs.find(({ transaction }) => transaction.status.isSettled);
        const other = theirs.find(({ transaction }) => !transaction.status.isSettled);
        if (settled === undefined || other === undefined)
          throw new Error('the level-1 consumer’s seeded transactions lack a status');
        await signIn(tools(), DEMO);

        await expectGatewayError(gateway().settlement(settled.card.id, settled.transaction.id), 'NotFound');
        await expectGatewayError(gateway().authorisation(other.card.id, other.transaction.id), 'NotFound');
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().settlement('card-1', 'tx-1'), 'Unauthorized');
        await expectGatewayError(gateway().authorisation('card-1', 'tx-1'), 'Unauthorized');
      });
    });
  });
}
