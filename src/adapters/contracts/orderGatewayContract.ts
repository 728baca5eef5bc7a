import type { OrderGateway } from '../../application/orders/ports/OrderGateway';
import type { Cents } from '../../domain/money/Cents';
import { ORDER_STATUSES, type Order } from '../../domain/orders/Order';
import { buildOrderLines } from '../../domain/orders/orderLines';
import { priceBreakdown } from '../../domain/orders/priceBreakdown';
import type { Discount } from '../../domain/orders/promo';
import { DEMO, LEVEL1 } from './support/accounts';
import { useFixture, type MakeFixture, type SignedInFixture } from './support/ContractFixture';
import { expectGatewayError, fieldError } from './support/expectGatewayError';
import { freshIdempotencyKey, orderPaidWith, startPaying } from './support/payments';
import { signIn, type SignInTools } from './support/signIn';
import { TOKEN_LIFETIME_MS } from './support/tokenLifetime';

const PROMO_INVALID_MESSAGE =
  'This promo code is not valid or has already been used. Please check it and try again.';
const WELCOME5: Discount = { kind: 'fixed', code: 'WELCOME5', value: 500 };
const DOUBLE: Discount = { kind: 'double_purchase', code: 'DOUBLE' };
const WIRE_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The price box the domain computes for a card of that value (not the consumer's first card). */
function expectedPrice(cardValue: Cents, discounts: Discount[] = []) {
  return priceBreakdown({ orderLines: buildOrderLines(cardValue, { isFirstCard: false }, discounts) });
}

/** MMYY twelve months after a 'YYYY-MM-DD HH:MM:SS' date: the same month, next year. */
function expiryAYearAfter(date: string): string {
  return `${date.slice(5, 7)}${String((Number(date.slice(0, 4)) + 1) % 100).padStart(2, '0')}`;
}

/** The contract every OrderGateway keeps: orders, promo codes, payment and the result pages' reads. */
export function orderGatewayContract(makeFixture: MakeFixture<SignedInFixture<OrderGateway>>): void {
  describe('OrderGateway contract', () => {
    const fixture = useFixture(makeFixture);
    const gateway = (): OrderGateway => fixture().gateway;
    const tools = (): SignInTools => fixture();
    const payWith = (outcome: Parameters<typeof orderPaidWith>[2], cardValue?: Cents) =>
      orderPaidWith(gateway(), fixture().sandbox, outcome, cardValue);

    /** The first payment method the provider offers for the order. */
    async function firstMethod(orderId: string): Promise<string> {
      const { paymethods } = await gateway().paymentMethods(orderId);
      return paymethods[0]?.id ?? '';
    }

    /** An order of the demo consumer, then signed in as the level-1 consumer, who does not own it. */
    async function someoneElsesOrder(): Promise<string> {
      await signIn(tools(), DEMO);
      const { orderId } = await gateway().create(2000);
      await signIn(tools(), LEVEL1);
      return orderId;
    }

    describe('create and get', () => {
      it('creates an unpaid order priced with the card, the creation fee and the service fee', async () => {
        await signIn(tools(), DEMO);

        const { orderId } = await gateway().create(2000);

        const order = await gateway().get(orderId);
        expect(order).toEqual(
          expect.objectContaining({
            id: orderId,
            status: 'created',
            clusterStatus: 'unpaid',
            consumer: null,
            createdAt: { date: expect.stringMatching(WIRE_DATE_TIME) },
          }),
        );
        expect(priceBreakdown(order)).toEqual(expectedPrice(2000));
        expect(order.amount.amount).toBe(expectedPrice(2000).total);
      });

      it.each([500, 20000])('accepts %i cents, a bound of the ordering range', async (amount) => {
        await signIn(tools(), DEMO);

        await expect(gateway().create(amount)).resolves.toEqual({ orderId: expect.any(String) });
      });

      it.each([
        [499, 'cards.order.min'],
        [20100, 'cards.order.max'],
        [2050, 'cards.order.integer'],
      ])('refuses %i cents on the amount field (%s)', async (amount, key) => {
        await signIn(tools(), DEMO);

        await expectGatewayError(gateway().create(amount), 'InvalidFields', {
          invalidFields: fieldError('amount', key),
        });
      });

      it('refuses a level-1 consumer at the card limit', async () => {
        await signIn(tools(), LEVEL1);

        await expectGatewayError(gateway().create(500), 'InvalidFields', {
          errorCode: 'accountLimitReached',
        });
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().create(2000), 'Unauthorized');
        await expectGatewayError(gateway().get('order-1'), 'Unauthorized');
      });

      it('answers NotFound for an unknown order and for another consumer’s order', async () => {
        const orderId = await someoneElsesOrder();

        await expectGatewayError(gateway().get('no-such-order'), 'NotFound');
        await expectGatewayError(gateway().get(orderId), 'NotFound');
      });

      it('fails with ServerError when the server fails', async () => {
        await signIn(tools(), DEMO);
        await fixture().sandbox.failNext('createOrder', 500);

        await expectGatewayError(gateway().create(2000), 'ServerError');
      });

      it('fails with NetworkError when no answer comes', async () => {
        await signIn(tools(), DEMO);
        const { orderId } = await gateway().create(2000);
        await fixture().sandbox.failNext('getOrder', 'network');

        await expectGatewayError(gateway().get(orderId), 'NetworkError');
      });

      it('returns copies, not shared instances', async () => {
        await signIn(tools(), DEMO);
        const { orderId } = await gateway().create(2000);
        const first = await gateway().get(orderId);
        const original = structuredClone(first);
        first.amount.amount = 1;
        first.orderLines.pop();

        await expect(gateway().get(orderId)).resolves.toEqual(original);
      });
    });

    describe('list', () => {
      it('answers the consumer’s orders, newest first, in every status', async () => {
        await signIn(tools(), DEMO);
        const { orderId } = await gateway().create(2000);

        const orders = await gateway().list();

        expect(orders[0]?.id).toBe(orderId);
        const statuses = new Set(orders.map((order: Order) => order.status));
        expect([...ORDER_STATUSES].filter((status) => !statuses.has(status))).toEqual([]);
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().list(), 'Unauthorized');
      });

      it('refuses an expired token', async () => {
        await signIn(tools(), DEMO);
        await fixture().sandbox.advanceClock(TOKEN_LIFETIME_MS);

        await expectGatewayError(gateway().list(), 'Unauthorized');
      });
    });

    describe('changeAmount', () => {
      it('prices the order again for the new card value', async () => {
        await signIn(tools(), DEMO);
        const { orderId } = await gateway().create(2000);

        const order = await gateway().changeAmount(orderId, 5000);

        expect(priceBreakdown(order)).toEqual(expectedPrice(5000));
      });

      it('refuses an amount out of bounds on the amount field', async () => {
        await signIn(tools(), DEMO);
        const { orderId } = await gateway().create(2000);

        await expectGatewayError(gateway().changeAmount(orderId, 499), 'InvalidFields', {
          invalidFields: fieldError('amount', 'cards.order.min'),
        });
      });

      it('refuses to change a paid order', async () => {
        await signIn(tools(), DEMO);
        const { orderId } = await payWith('approve');

        await expectGatewayError(gateway().changeAmount(orderId, 3000), 'InvalidFields', {
          errorCode: 'orderPaid',
        });
      });

      it('answers NotFound for another consumer’s order', async () => {
        const orderId = await someoneElsesOrder();

        await expectGatewayError(gateway().changeAmount(orderId, 3000), 'NotFound');
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().changeAmount('order-1', 3000), 'Unauthorized');
      });
    });

    describe('applyDiscount and removeDiscount', () => {
      it('takes a fixed amount off with WELCOME5, and puts it back when removed', async () => {
        await signIn(tools(), DEMO);
        const { orderId } = await gateway().create(2000);

        const discounted = await gateway().applyDiscount(orderId, 'WELCOME5');

        expect(priceBreakdown(discounted)).toEqual(expectedPrice(2000, [WELCOME5]));
        expect(discounted.orderLines).toContainEqual(
          expect.objectContaining({ type: 'discount', discountCode: 'WELCOME5', amount: { amount: -500 } }),
        );
        const restored = await gateway().removeDiscount(orderId, 'WELCOME5');
        expect(priceBreakdown(restored)).toEqual(expectedPrice(2000));
      });

      it('gives the card value back with DOUBLE, capped, keeping the uncapped value as the original', async () => {
        await signIn(tools(), DEMO);
        const { orderId } = await gateway().create(5000);

        const order = await gateway().applyDiscount(orderId, 'DOUBLE');

        expect(priceBreakdown(order)).toEqual(expectedPrice(5000, [DOUBLE]));
        expect(priceBreakdown(order)).toEqual(
          expect.objectContaining({ discount: -2500, originalDiscount: -5000 }),
        );
      });

      it.each(['USED10', 'NOSUCHCODE'])('refuses %s with the spec’s message', async (code) => {
        await signIn(tools(), DEMO);
        const { orderId } = await gateway().create(2000);

        await expectGatewayError(gateway().applyDiscount(orderId, code), 'InvalidFields', {
          errorCode: 'promoInvalid',
          errorMessage: PROMO_INVALID_MESSAGE,
        });
      });

      it('refuses to remove a code the order does not carry', async () => {
        await signIn(tools(), DEMO);
        const { orderId } = await gateway().create(2000);

        await expectGatewayError(gateway().removeDiscount(orderId, 'WELCOME5'), 'InvalidFields');
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().applyDiscount('order-1', 'WELCOME5'), 'Unauthorized');
        await expectGatewayError(gateway().removeDiscount('order-1', 'WELCOME5'), 'Unauthorized');
      });

      it('answers NotFound for another consumer’s order', async () => {
        const orderId = await someoneElsesOrder();

        await expectGatewayError(gateway().applyDiscount(orderId, 'WELCOME5'), 'NotFound');
      });
    });

    describe('paymentMethods', () => {
      it('answers the methods offered and the order', async () => {
        await signIn(tools(), DEMO);
        const { orderId } = await gateway().create(2000);

        const { paymethods, order } = await gateway().paymentMethods(orderId);

        expect(order.id).toBe(orderId);
        expect(paymethods.length).toBeGreaterThan(0);
        for (const method of paymethods) {
          expect(method).toEqual({
            id: expect.any(String),
            label: expect.any(String),
            name: expect.any(String),
            logo: expect.any(String),
          });
        }
      });

      it('answers NotFound for another consumer’s order', async () => {
        const orderId = await someoneElsesOrder();

        await expectGatewayError(gateway().paymentMethods(orderId), 'NotFound');
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().paymentMethods('order-1'), 'Unauthorized');
      });
    });

    describe('startPayment', () => {
      it('answers the provider page to redirect to, and the order awaits payment', async () => {
        await signIn(tools(), DEMO);
        const { orderId } = await gateway().create(2000);
        const { paymethods } = await gateway().paymentMethods(orderId);

        const { redirectUrl } = await gateway().startPayment(
          orderId,
          paymethods[0]?.id ?? '',
          freshIdempotencyKey(),
        );

        expect(redirectUrl).toMatch(/^https?:\/\/[^/]+\/sandbox\/payment\/[^/]+$/);
        await expect(gateway().get(orderId)).resolves.toEqual(
          expect.objectContaining({ status: 'pending_payment', clusterStatus: 'unpaid' }),
        );
      });

      it('answers the first answer again for a replayed idempotency key', async () => {
        await signIn(tools(), DEMO);
        const { orderId } = await gateway().create(2000);
        const { paymethods } = await gateway().paymentMethods(orderId);
        const key = freshIdempotencyKey();
        const first = await gateway().startPayment(orderId, paymethods[0]?.id ?? '', key);

        await expect(gateway().startPayment(orderId, paymethods[0]?.id ?? '', key)).resolves.toEqual(first);
      });

      it.each([
        ['approve', 'orderPaid'],
        ['blocked', 'orderBlocked'],
        ['suspicious', 'orderSuspicious'],
      ] as const)('refuses an order whose payment ended with %s (%s)', async (outcome, errorCode) => {
        await signIn(tools(), DEMO);
        const { orderId } = await payWith(outcome);
        const paymethodId = await firstMethod(orderId);

        await expectGatewayError(
          gateway().startPayment(orderId, paymethodId, freshIdempotencyKey()),
          'InvalidFields',
          { errorCode },
        );
      });

      it('needs a token', async () => {
        await expectGatewayError(
          gateway().startPayment('order-1', 'visa', freshIdempotencyKey()),
          'Unauthorized',
        );
      });

      it('fails with ServerError when the server fails', async () => {
        await signIn(tools(), DEMO);
        const { orderId } = await gateway().create(2000);
        const paymethodId = await firstMethod(orderId);
        await fixture().sandbox.failNext('startPayment', 500);

        await expectGatewayError(
          gateway().startPayment(orderId, paymethodId, freshIdempotencyKey()),
          'ServerError',
        );
      });
    });

    describe('the provider’s outcomes, as the result pages read them', () => {
      it('approve: back to the success page; the order is paid and completed and its card issued', async () => {
        await signIn(tools(), DEMO);

        const { orderId, returnPath } = await payWith('approve', 3000);

        expect(returnPath).toBe(`/order/${orderId}/success`);
        const order = await gateway().success(orderId);
        expect(order).toEqual(
          expect.objectContaining({ id: orderId, clusterStatus: 'paid', status: 'completed' }),
        );
        expect(order.consumer).toEqual(expect.objectContaining({ email: DEMO.email }));
        const cards = await gateway().cards(orderId);
        expect(cards).toHaveLength(1);
        const [card] = cards;
        expect(card).toEqual(
          expect.objectContaining({
            numberToken: expect.any(String),
            cvvToken: expect.any(String),
            cardNumberLastFour: expect.stringMatching(/^\d{4}$/),
            isBlocked: false,
            isCancelled: false,
            actualBalance: { amount: 3000 },
            availableBalance: { amount: 3000 },
          }),
        );
        expect(card?.expireDate).toBe(expiryAYearAfter(card?.createdAt.date ?? ''));
      });

      it('decline: back to the error page, which reads why', async () => {
        await signIn(tools(), DEMO);

        const { orderId, returnPath } = await payWith('decline');

        expect(returnPath).toBe(`/order/${orderId}/error`);
        await expect(gateway().error(orderId)).resolves.toEqual({ errorMessage: expect.any(String) });
        await expect(gateway().get(orderId)).resolves.toEqual(
          expect.objectContaining({ clusterStatus: 'unpaid' }),
        );
      });

      it('cancel: back to the cancel page; the order can be paid again', async () => {
        await signIn(tools(), DEMO);

        const { orderId, returnPath } = await payWith('cancel');

        expect(returnPath).toBe(`/order/${orderId}/cancel`);
        await expect(
          gateway().startPayment(orderId, await firstMethod(orderId), freshIdempotencyKey()),
        ).resolves.toEqual({
          redirectUrl: expect.any(String),
        });
      });

      it('pending: back to the pending page; after the pending notice the order reads as paid', async () => {
        await signIn(tools(), DEMO);

        const { orderId, returnPath } = await payWith('pending');

        expect(returnPath).toBe(`/order/${orderId}/pending`);
        await expect(gateway().get(orderId)).resolves.toEqual(
          expect.objectContaining({ status: 'pending_payment', clusterStatus: 'unpaid' }),
        );
        await gateway().notifyPending(orderId);
        await expect(gateway().get(orderId)).resolves.toEqual(
          expect.objectContaining({ clusterStatus: 'paid' }),
        );
      });

      it.each(['blocked', 'suspicious'] as const)(
        '%s: back to the error page; the order is stopped',
        async (outcome) => {
          await signIn(tools(), DEMO);

          const { orderId, returnPath } = await payWith(outcome);

          expect(returnPath).toBe(`/order/${orderId}/error`);
          await expect(gateway().get(orderId)).resolves.toEqual(
            expect.objectContaining({ clusterStatus: outcome }),
          );
        },
      );

      it('investigation: back to the success page; the order is paid under investigation', async () => {
        await signIn(tools(), DEMO);

        const { orderId, returnPath } = await payWith('investigation');

        expect(returnPath).toBe(`/order/${orderId}/success`);
        await expect(gateway().success(orderId)).resolves.toEqual(
          expect.objectContaining({ clusterStatus: 'paid', status: 'investigation' }),
        );
      });

      it('answers no cards for an order not paid yet', async () => {
        await signIn(tools(), DEMO);
        const { orderId } = await gateway().create(2000);

        await expect(gateway().cards(orderId)).resolves.toEqual([]);
      });

      it('needs a token for each read', async () => {
        await expectGatewayError(gateway().success('order-1'), 'Unauthorized');
        await expectGatewayError(gateway().process('order-1'), 'Unauthorized');
        await expectGatewayError(gateway().cards('order-1'), 'Unauthorized');
        await expectGatewayError(gateway().error('order-1'), 'Unauthorized');
        await expectGatewayError(gateway().notifyPending('order-1'), 'Unauthorized');
        await expectGatewayError(gateway().cancel('order-1'), 'Unauthorized');
      });

      it('answers NotFound for another consumer’s order on each read', async () => {
        const orderId = await someoneElsesOrder();

        await expectGatewayError(gateway().success(orderId), 'NotFound');
        await expectGatewayError(gateway().process(orderId), 'NotFound');
        await expectGatewayError(gateway().cards(orderId), 'NotFound');
        await expectGatewayError(gateway().error(orderId), 'NotFound');
        await expectGatewayError(gateway().notifyPending(orderId), 'NotFound');
        await expectGatewayError(gateway().cancel(orderId), 'NotFound');
      });
    });

    describe('process', () => {
      it('answers the order', async () => {
        await signIn(tools(), DEMO);
        const { orderId } = await startPaying(gateway());

        await expect(gateway().process(orderId)).resolves.toEqual(expect.objectContaining({ id: orderId }));
      });
    });

    describe('cancel', () => {
      it('cancels an unpaid order: it can no longer be paid', async () => {
        await signIn(tools(), DEMO);
        const { orderId } = await startPaying(gateway());

        await gateway().cancel(orderId);

        await expect(gateway().get(orderId)).resolves.toEqual(
          expect.objectContaining({ status: 'cancelled' }),
        );
        await expectGatewayError(
          gateway().startPayment(orderId, await firstMethod(orderId), freshIdempotencyKey()),
          'InvalidFields',
          { errorCode: 'orderCancelled' },
        );
      });

      it('refuses to cancel a paid order (409 orderPaid) and leaves it paid', async () => {
        await signIn(tools(), DEMO);
        const { orderId } = await payWith('approve');

        await expectGatewayError(gateway().cancel(orderId), 'InvalidFields', { errorCode: 'orderPaid' });

        await expect(gateway().get(orderId)).resolves.toEqual(
          expect.objectContaining({ clusterStatus: 'paid', status: 'completed' }),
        );
      });
    });
  });
}
