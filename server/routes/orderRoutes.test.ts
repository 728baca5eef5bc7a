import type { Card } from '../../src/domain/cards/Card';
import type { Order } from '../../src/domain/orders/Order';
import { describeBadInput } from '../testing/describeBadInput';
import { apiTestServerPerFile, signInOnSandbox } from '../testing/apiTestServerPerFile';

const context = apiTestServerPerFile();
const server = () => context().server;

const ORDER = '/api/order/order-demo-created';
const KEY = { 'Idempotency-Key': 'key-1' };
/** The answer to a card value that is not whole euros. */
const NOT_WHOLE_EUROS = {
  status: 400,
  body: expect.objectContaining({
    invalidFields: [{ fieldName: 'amount', errors: ['cards.order.integer'] }],
  }),
};

describe('order routes', () => {
  describeBadInput(context, {
    unknownPath: `${ORDER}/no-such-call`,
    signedInAs: 'demo',
    routes: [
      { method: 'GET', path: '/api/consumer/orders', needsToken: true },
      {
        method: 'POST',
        path: '/api/order/create',
        body: { amount: 20 },
        wrongBody: { amount: '20' },
        needsToken: true,
      },
      { method: 'GET', path: ORDER, needsToken: true },
      {
        method: 'PUT',
        path: `${ORDER}/amount`,
        body: { amount: 30 },
        wrongBody: { amount: [30] },
        needsToken: true,
      },
      {
        method: 'POST',
        path: `${ORDER}/discount`,
        body: { discountCode: 'WELCOME5' },
        wrongBody: { discountCode: 5 },
        needsToken: true,
      },
      {
        method: 'DELETE',
        path: `${ORDER}/discount`,
        body: { discountCode: 'WELCOME5' },
        wrongBody: { discountCode: ['WELCOME5'] },
        needsToken: true,
      },
      { method: 'GET', path: `${ORDER}/payment-methods`, needsToken: true },
      {
        method: 'POST',
        path: `${ORDER}/payment`,
        headers: KEY,
        body: { paymethodId: 'card' },
        wrongBody: { paymethodId: true },
        needsToken: true,
      },
      { method: 'GET', path: `${ORDER}/process`, needsToken: true },
      { method: 'GET', path: `${ORDER}/cards`, needsToken: true },
      { method: 'GET', path: `${ORDER}/error`, needsToken: true },
      { method: 'GET', path: `${ORDER}/success`, needsToken: true },
      { method: 'POST', path: `${ORDER}/pending`, needsToken: true },
      { method: 'POST', path: `${ORDER}/cancel`, needsToken: true },
    ],
  });

  it('refuses a payment start without an Idempotency-Key header, changing nothing', async () => {
    const token = context().tokens.demo;
    const [method] = server().sandbox.paymentMethods(token, 'order-demo-created').paymethods;
    const before = context().snapshot();

    await expect(
      server().call('POST', `${ORDER}/payment`, { body: { paymethodId: method?.id }, token }),
    ).resolves.toEqual({
      status: 400,
      body: { errorCode: 'idempotencyKeyMissing', errorMessage: expect.any(String) },
    });
    expect(context().snapshot()).toEqual(before);
  });

  it('takes the typed amounts in euros and answers the order in cents', async () => {
    const token = context().tokens.demo;
    const product = (order: Order) => order.orderLines.find((line) => line.type === 'product')?.amount.amount;

    const created = await server().call('POST', '/api/order/create', { body: { amount: 20 }, token });
    expect(created).toEqual({ status: 200, body: { order: { id: expect.any(String) } } });
    const orderId = (created.body as { order: { id: string } }).order.id;
    expect(product(server().sandbox.getOrder(token, orderId))).toBe(2000);
    const changed = await server().call('PUT', `/api/order/${orderId}/amount`, {
      body: { amount: 25 },
      token,
    });
    const cents = await server().call('PUT', `/api/order/${orderId}/amount`, {
      body: { amount: 25.5 },
      token,
    });

    expect(changed.status).toBe(200);
    expect(product((changed.body as { order: Order }).order)).toBe(2500);
    expect(cents).toEqual(NOT_WHOLE_EUROS);
  });

  it('refuses a fraction of a euro that rounding would hide (20.004), and changes nothing', async () => {
    const token = context().tokens.demo;
    const before = context().snapshot();

    await expect(
      server().call('POST', '/api/order/create', { body: { amount: 20.004 }, token }),
    ).resolves.toEqual(NOT_WHOLE_EUROS);
    expect(context().snapshot()).toEqual(before);
  });

  it.each([20.0000000001, 19.9999999999, 30.0000000001])(
    'refuses %p euros, not an integer, on creation and on a change, and changes nothing',
    async (amount) => {
      const token = context().tokens.demo;
      const before = context().snapshot();

      await expect(server().call('POST', '/api/order/create', { body: { amount }, token })).resolves.toEqual(
        NOT_WHOLE_EUROS,
      );
      await expect(server().call('PUT', `${ORDER}/amount`, { body: { amount }, token })).resolves.toEqual(
        NOT_WHOLE_EUROS,
      );
      expect(context().snapshot()).toEqual(before);
    },
  );

  it('pays an order: one redirect per idempotency key, then the issued card', async () => {
    const token = context().tokens.demo;
    const created = await server().call('POST', '/api/order/create', { body: { amount: 20 }, token });
    const orderId = (created.body as { order: { id: string } }).order.id;
    const methods = await server().call('GET', `/api/order/${orderId}/payment-methods`, { token });
    expect(methods).toEqual({
      status: 200,
      body: server().sandbox.paymentMethods(token, orderId),
    });
    const paymethodId = server().sandbox.paymentMethods(token, orderId).paymethods[0]?.id;

    const start = () =>
      server().call('POST', `/api/order/${orderId}/payment`, { body: { paymethodId }, token, headers: KEY });
    const first = await start();
    const replay = await start();

    expect(first).toEqual({
      status: 200,
      body: { redirectUrl: expect.stringMatching(/^http:\/\/localhost:8080\/sandbox\/payment\/[^/]+$/) },
    });
    expect(replay).toEqual(first);
    const paymentId = (first.body as { redirectUrl: string }).redirectUrl.split('/').pop();
    await expect(
      server().call('POST', `/sandbox-api/payment/${paymentId}/complete`, { body: { outcome: 'approve' } }),
    ).resolves.toEqual({ status: 200, body: { returnPath: `/order/${orderId}/success` } });
    const cards = await server().call('GET', `/api/order/${orderId}/cards`, { token });
    expect((cards.body as { cards: Card[] }).cards).toEqual([
      expect.objectContaining({ availableBalance: { amount: 2000 } }),
    ]);
    await expect(server().call('GET', `/api/order/${orderId}/success`, { token })).resolves.toEqual({
      status: 200,
      body: { order: expect.objectContaining({ clusterStatus: 'paid', status: 'completed' }) },
    });
  });

  it('applies and removes a promo code, and lists the orders', async () => {
    const token = context().tokens.demo;
    const { orderId } = server().sandbox.createOrder(token, 2000);
    const discount = (code: string) => ({ body: { discountCode: code }, token });

    const applied = await server().call('POST', `/api/order/${orderId}/discount`, discount('DOUBLE'));
    const removed = await server().call('DELETE', `/api/order/${orderId}/discount`, discount('DOUBLE'));
    const refused = await server().call('POST', `/api/order/${orderId}/discount`, discount('USED10'));
    const listed = await server().call('GET', '/api/consumer/orders', { token });

    const discounts = (answer: { body: unknown }) =>
      (answer.body as { order: Order }).order.orderLines.filter((line) => line.type === 'discount');
    expect(discounts(applied)).toEqual([expect.objectContaining({ discountCode: 'DOUBLE' })]);
    expect(discounts(removed)).toEqual([]);
    expect(refused).toEqual({ status: 400, body: expect.objectContaining({ errorCode: 'promoInvalid' }) });
    expect(listed).toEqual({ status: 200, body: { orders: server().sandbox.listOrders(token) } });
  });

  it('answers 404 for an unknown order and 403 for another consumer’s', async () => {
    const token = context().tokens.level1;

    await expect(server().call('GET', '/api/order/no-such-order', { token })).resolves.toEqual(
      expect.objectContaining({ status: 404 }),
    );
    await expect(server().call('GET', ORDER, { token })).resolves.toEqual(
      expect.objectContaining({ status: 403 }),
    );
  });

  describe('what one consumer can hold open', () => {
    /** A new, fully known consumer with no order yet, signed in. */
    function shopper(email = 'shopper@example.com'): string {
      const { sandbox } = server();
      const { token } = sandbox.register({
        email,
        countryCode: '33',
        number: '612000042',
        acceptedTerms: true,
        password: sandbox.tokenise('Secret123'),
      });
      sandbox.simulateKyc(token, 'KYC_LEVEL_2');
      return token;
    }
    const create = async (token: string): Promise<string> => {
      const created = await server().call('POST', '/api/order/create', { body: { amount: 20 }, token });
      expect(created.status).toBe(200);
      return (created.body as { order: { id: string } }).order.id;
    };
    const pay = (token: string, orderId: string, key: string) =>
      server().call('POST', `/api/order/${orderId}/payment`, {
        body: { paymethodId: 'visa' },
        token,
        headers: { 'Idempotency-Key': key },
      });
    const refused = (errorCode: string) => ({
      status: 409,
      body: { errorCode, errorMessage: expect.any(String) },
    });

    it('refuses an 11th order awaiting payment with 409 tooManyUnpaidOrders; cancelling one makes room', async () => {
      const token = shopper();
      const orders: string[] = [];
      for (let created = 0; created < 10; created += 1) orders.push(await create(token));

      await expect(
        server().call('POST', '/api/order/create', { body: { amount: 20 }, token }),
      ).resolves.toEqual(refused('tooManyUnpaidOrders'));
      expect(server().sandbox.listOrders(token)).toHaveLength(10);
      await server().call('POST', `/api/order/${orders[0]}/cancel`, { token });
      await create(token);
    });

    it('refuses a 6th payment open at the provider with 409 tooManyOpenPayments; replacing an order’s own is no more', async () => {
      const token = shopper();
      const orders: string[] = [];
      for (let created = 0; created < 6; created += 1) orders.push(await create(token));
      for (const [index, orderId] of orders.slice(0, 5).entries())
        await expect(pay(token, orderId, `key-${index}`)).resolves.toMatchObject({ status: 200 });

      await expect(pay(token, orders[5] ?? '', 'key-5')).resolves.toEqual(refused('tooManyOpenPayments'));
      await expect(pay(token, orders[0] ?? '', 'key-0-again')).resolves.toMatchObject({ status: 200 });
      await server().call('POST', `/api/order/${orders[1]}/cancel`, { token });
      await expect(pay(token, orders[5] ?? '', 'key-5')).resolves.toMatchObject({ status: 200 });
    });

    it('refuses a 51st idempotency key within 24 hours with 409 tooManyPaymentAttempts; a day on, the spent ones are forgotten', async () => {
      const token = shopper();
      const orderId = await create(token);
      for (let attempt = 0; attempt < 50; attempt += 1)
        await expect(pay(token, orderId, `key-${attempt}`)).resolves.toMatchObject({ status: 200 });

      await expect(pay(token, orderId, 'key-50')).resolves.toEqual(refused('tooManyPaymentAttempts'));
      const open = await pay(token, orderId, 'key-49');
      expect(open).toMatchObject({ status: 200 });
      server().clock.advance(24 * 60 * 60 * 1000);
      const again = signInOnSandbox(server().sandbox, {
        email: 'shopper@example.com',
        password: 'Secret123',
      });
      // The open payment keeps its key however old; the 49 replaced a day ago are forgotten with theirs.
      await expect(pay(again, orderId, 'key-49')).resolves.toEqual(open);
      await expect(pay(again, orderId, 'key-50')).resolves.toMatchObject({ status: 200 });
      await expect(pay(again, orderId, 'key-0')).resolves.toMatchObject({ status: 200 });
    });

    it('scopes idempotency keys per consumer: another consumer’s key starts their own payment', async () => {
      const demo = context().tokens.demo;
      const token = shopper();
      const theirs = await pay(demo, 'order-demo-created', 'shared-key');
      const mine = await pay(token, await create(token), 'shared-key');

      expect(theirs).toMatchObject({ status: 200 });
      expect(mine).toEqual({ status: 200, body: { redirectUrl: expect.any(String) } });
      expect(mine.body).not.toEqual(theirs.body);
    });
  });
});
