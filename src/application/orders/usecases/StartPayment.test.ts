import { Container } from 'inversify';
import { anOrder } from '../../../domain/orders/testing/anOrder';
import { sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import { CLOCK } from '../../shared/Clock';
import { GatewayError } from '../../shared/GatewayError';
import { PendingAction } from '../../session/PendingAction';
import { ORDER_GATEWAY, type OrderGateway } from '../ports/OrderGateway';
import { CreateOrder } from './CreateOrder';
import { UNIQUE_IDS } from '../../shared/UniqueIds';
import { StartPayment } from './StartPayment';

describe('StartPayment over the sandbox', () => {
  it('hands back the payment page of the provider', async () => {
    const { container } = sandboxApp();
    await signIn(container);
    const created = await container.get(CreateOrder).execute(2000);
    if (!created.ok || created.value.kind !== 'created') throw new Error('no order');

    const result = await container
      .get(StartPayment)
      .execute({ orderId: created.value.orderId, paymethodId: 'visa' });

    expect(result).toEqual({
      ok: true,
      value: {
        kind: 'redirect',
        redirectUrl: expect.stringMatching(/^http:\/\/localhost:8080\/sandbox\/payment\/.+/),
      },
    });
  });

  it.each([
    ['paid', 'order-demo-investigation', 'orderPaid', true],
    ['blocked', 'order-demo-allegations-unsubstantiated', 'orderBlocked', true],
    ['suspicious', 'order-demo-failed-transfer-of-funds', 'orderSuspicious', true],
  ])(
    'explains that a %s order cannot be paid and disables the methods',
    async (_, orderId, code, disabled) => {
      const { container } = sandboxApp();
      await signIn(container);

      const result = await container.get(StartPayment).execute({ orderId, paymethodId: 'visa' });

      expect(result).toMatchObject({
        ok: true,
        value: { kind: 'refused', failure: { code, disableMethods: disabled } },
      });
    },
  );

  it.each([
    ['a method the provider does not offer', 'no-such-method', null],
    ['a server error', 'visa', 500],
    ['no answer', 'visa', 'network'],
  ] as const)(
    'after %s, says the payment cannot continue and keeps the methods',
    async (_, paymethodId, fault) => {
      const { container, sandbox } = sandboxApp();
      await signIn(container);
      if (fault !== null) sandbox.failNext('startPayment', fault);

      const result = await container
        .get(StartPayment)
        .execute({ orderId: 'order-demo-created', paymethodId });

      expect(result).toMatchObject({
        ok: true,
        value: {
          kind: 'refused',
          failure: { code: 'generic', disableMethods: false },
          order: { id: 'order-demo-created', clusterStatus: 'unpaid' },
        },
      });
    },
  );

  it('still decides when the order cannot be read again', async () => {
    const { container, sandbox } = sandboxApp();
    await signIn(container);
    sandbox.failNext('startPayment', 500);
    sandbox.failNext('getOrder', 500);

    const result = await container
      .get(StartPayment)
      .execute({ orderId: 'order-demo-created', paymethodId: 'visa' });

    expect(result).toMatchObject({
      ok: true,
      value: { kind: 'refused', failure: { code: 'generic' }, order: null },
    });
  });
});

describe('StartPayment idempotency', () => {
  /** An order gateway that records the idempotency keys and meets Unauthorized on the first payment. */
  function recordingGateway() {
    const keys: string[] = [];
    const notUsed = () => Promise.reject(new Error('not used by StartPayment'));
    const gateway: OrderGateway = {
      create: notUsed,
      list: notUsed,
      changeAmount: notUsed,
      applyDiscount: notUsed,
      removeDiscount: notUsed,
      paymentMethods: notUsed,
      process: notUsed,
      cards: notUsed,
      error: notUsed,
      success: notUsed,
      notifyPending: notUsed,
      cancel: notUsed,
      startPayment: async (_orderId, _paymethodId, key) => {
        keys.push(key);
        if (keys.length === 1) throw new GatewayError('Unauthorized');
        return { redirectUrl: `https://pay.example/${key}` };
      },
      get: async (orderId) => anOrder({ id: orderId }),
    };
    return { keys, gateway };
  }

  function containerWith(gateway: OrderGateway) {
    const container = new Container();
    container.bind(ORDER_GATEWAY).toConstantValue(gateway);
    container.bind(CLOCK).toConstantValue({ now: () => new Date('2025-03-01T10:00:00Z') });
    let issued = 0;
    container.bind(UNIQUE_IDS).toConstantValue({ next: () => `id-${(issued += 1)}` });
    container.bind(PendingAction).toSelf().inSingletonScope();
    container.bind(StartPayment).toSelf();
    return container;
  }

  it('sends the replay of a payment attempt with the key of that attempt', async () => {
    const { keys, gateway } = recordingGateway();
    const container = containerWith(gateway);

    await container.get(StartPayment).execute({ orderId: 'order-1', paymethodId: 'visa' });
    await container.get(PendingAction).replay();

    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives each new attempt a new key, even at the same instant', async () => {
    const { keys, gateway } = recordingGateway();
    const container = containerWith(gateway);
    const pay = container.get(StartPayment);

    await pay.execute({ orderId: 'order-1', paymethodId: 'visa' });
    await pay.execute({ orderId: 'order-1', paymethodId: 'visa' });

    expect(new Set(keys).size).toBe(2);
  });
});
