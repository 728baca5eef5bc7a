import type { Container } from 'inversify';
import { LoadConsumer } from '../../../application/consumer/usecases/LoadConsumer';
import { StartPayment } from '../../../application/orders/usecases/StartPayment';
import { MemoryStorage } from '../../../adapters/browser/MemoryStorage';
import { SandboxError } from '../../../adapters/sandbox/SandboxError';
import { createContainer } from '../../../composition/createContainer';
import {
  payThroughProvider,
  registerAtLevelOne,
  sandboxApp,
  signIn,
} from '../../../composition/testing/sandboxApp';
import { paymentStartFailure } from '../../../domain/orders/paymentStart';
import { ORDER_GATEWAY } from '../../../application/orders/ports/OrderGateway';
import { AuthModalsPresenter } from '../../testing/otherScreens';
import { OrderCancelPresenter } from '../results/OrderCancelPresenter';
import { awayTo, destination } from '../../testing/destination';
import { messageOf, serverWords } from '../../messages/Message';
import { PaymentErrorFlag } from './PaymentErrorFlag';
import { failureMessage } from '../../calls/failureMessage';
import { PROMO_WORDS } from './paymentMessages';
import type { AmountEditor } from './OrderAmountBox';
import { PaymentPresenter } from './PaymentPresenter';
import {
  createOrder,
  LEVEL_ONE_CREDENTIALS,
  levelOneConsumerWithOrder,
} from '../../../composition/testing/levelOneOrder';
import { leavePage } from '../../shell/PageHost';

/** Pages opened by a test, left after it so that no countdown ticks on. */
const opened: PaymentPresenter[] = [];
afterEach(() => opened.splice(0).forEach((presenter) => leavePage(presenter)));

async function reopened(container: Container, orderId: string): Promise<PaymentPresenter> {
  const presenter = container.get(PaymentPresenter);
  opened.push(presenter);
  await presenter.enter({ params: { orderId }, query: {} });
  return presenter;
}

/** Opens the amount modal: its editor. */
function openedEditor(presenter: PaymentPresenter): AmountEditor {
  presenter.amount.open(presenter);
  const { editor } = presenter.amount;
  if (editor === null) throw new Error('the amount modal did not open');
  return editor;
}

/** The payment page of a level-1 consumer's fresh order (a first card of `amount` cents), loaded. */
async function paymentPage(amount = 5000) {
  const app = await levelOneConsumerWithOrder(amount);
  return { ...app, presenter: await reopened(app.container, app.orderId) };
}

describe('the payment page', () => {
  describe('price breakdown', () => {
    it('shows a first card of 50 with no creation fee: card 50.00, service 2.50, total 52.50', async () => {
      const { presenter } = await paymentPage(5000);
      expect(presenter.loading).toBe(false);
      expect(presenter.breakdown).toEqual({
        cardPrice: 5000,
        creationFee: 0,
        serviceFee: 250,
        discount: 0,
        originalDiscount: null,
        total: 5250,
      });
    });

    it('adds the 2.50 creation fee to a second card', async () => {
      const { container, orderId } = await paymentPage(5000);
      await payThroughProvider(container, orderId, 'approve');
      const second = await reopened(container, await createOrder(container, 2000));
      expect(second.breakdown).toMatchObject({
        cardPrice: 2000,
        creationFee: 250,
        serviceFee: 100,
        total: 2350,
      });
    });
  });

  describe('payment methods', () => {
    const FIRST_FOUR = ['VISA', 'MASTERCARD', 'CARTE BANCAIRE', 'PAYPAL'];
    const shownNames = (presenter: PaymentPresenter) => presenter.visibleMethods.map((method) => method.name);

    it('shows the first four with their friendly names and logos, the rest behind show more', async () => {
      const { presenter } = await paymentPage();
      expect(shownNames(presenter)).toEqual(FIRST_FOUR);
      expect(presenter.visibleMethods.every((method) => method.logo.startsWith('data:image/svg+xml'))).toBe(
        true,
      );
      expect(presenter.hasMoreMethods).toBe(true);

      presenter.toggleMoreMethods();
      expect(shownNames(presenter)).toEqual([...FIRST_FOUR, 'AMEX', 'MAESTRO', 'Sofort', 'iDEAL']);

      presenter.toggleMoreMethods();
      expect(presenter.visibleMethods).toHaveLength(4);
    });

    it('keeps a method chosen among the others shown when the list is folded again', async () => {
      const { presenter } = await paymentPage();
      presenter.toggleMoreMethods();
      presenter.selectMethod('ideal');
      presenter.toggleMoreMethods();
      expect(shownNames(presenter)).toEqual([...FIRST_FOUR, 'iDEAL']);
      expect(presenter.canPay).toBe(true);
      // Choosing one of the first four folds the list back to them.
      presenter.selectMethod('visa');
      expect(presenter.visibleMethods).toHaveLength(4);
    });

    it('enables Pay only once a method is chosen', async () => {
      const { presenter } = await paymentPage();
      expect(presenter.selectedMethodId).toBeNull();
      expect(presenter.canPay).toBe(false);
      presenter.selectMethod('mastercard');
      expect(presenter.canPay).toBe(true);
    });

    it('says when the methods cannot be loaded, and loads them on retry', async () => {
      const { container, sandbox, orderId } = await levelOneConsumerWithOrder();
      sandbox.failNext('paymentMethods', 500);
      const presenter = await reopened(container, orderId);
      expect(presenter.load.failure).toEqual(messageOf('payment.errors.methods'));
      expect(presenter.loading).toBe(false);

      await presenter.load.retry();
      expect(presenter.load.failure).toBeNull();
      expect(presenter.visibleMethods).toHaveLength(4);
    });

    it('sends an unknown order to Not Found', async () => {
      const { container } = await levelOneConsumerWithOrder();
      await reopened(container, 'no-such-order');
      expect(destination(container)).toBe('/err/not-found');
    });
  });

  describe('the amount modal', () => {
    it('starts at the card price, inside 5 to 50 euros for a level-1 consumer (maxAllowedAmount 50)', async () => {
      const { presenter } = await paymentPage(3000);
      const { amount } = openedEditor(presenter);
      expect(amount.text).toBe('30');
      expect(amount.sliderCents).toBe(3000);
      expect(amount.bounds).toEqual({ min: 500, max: 5000 });
    });

    it.each([
      ['below 5 up to 5', '3', 500, 'cards.order.min', 500],
      ['above the lowered maximum down to 50', '80', 5000, 'cards.order.max', 5000],
    ] as const)('clamps %s on blur, naming the bound', async (_, typed, slider, key, bound) => {
      const { presenter } = await paymentPage();
      const editor = openedEditor(presenter);
      editor.amount.type(typed);
      expect(editor.amount.message).toBeNull();
      expect(editor.amount.sliderCents).toBe(slider);
      editor.amount.blur();
      expect(editor.amount.text).toBe(String(bound / 100));
      expect(editor.amount.message).toEqual({ key, values: { bound: { cents: bound } } });
    });

    it('lets a fully known consumer go up to 200 euros, and clamps above it', async () => {
      const { container } = await levelOneConsumerWithOrder();
      await signIn(container); // the demo consumer: fully known, no maxAllowedAmount
      const presenter = await reopened(container, await createOrder(container, 5000));
      const editor = openedEditor(presenter);
      expect(editor.amount.bounds).toEqual({ min: 500, max: 20000 });
      editor.amount.type('300');
      editor.amount.blur();
      expect(editor.amount.text).toBe('200');
      expect(editor.amount.message).toEqual({ key: 'cards.order.max', values: { bound: { cents: 20000 } } });
    });

    it('opens on a card price the consumer may no longer buy pulled into range, the bound named', async () => {
      // An order of 50 left unpaid while cards bought since took the level-1 balance to 130: at most
      // 20 may be loaded now.
      const { container, orderId } = await levelOneConsumerWithOrder(5000);
      for (const cents of [5000, 5000, 3000])
        await payThroughProvider(container, await createOrder(container, cents), 'approve');
      await container.get(LoadConsumer).execute();
      const presenter = await reopened(container, orderId);

      const editor = openedEditor(presenter);
      expect(editor.amount.bounds.max).toBe(2000);
      expect(editor.amount.text).toBe('20');
      expect(editor.amount.message).toEqual({ key: 'cards.order.max', values: { bound: { cents: 2000 } } });
    });

    it('keeps the slider and the text box in sync', async () => {
      const { presenter } = await paymentPage();
      const editor = openedEditor(presenter);
      editor.amount.slide(2300);
      expect(editor.amount.text).toBe('23');
      editor.amount.type('42');
      expect(editor.amount.sliderCents).toBe(4200);
    });

    it('refuses letters, keeping what was typed, and changes nothing', async () => {
      const { presenter } = await paymentPage();
      const editor = openedEditor(presenter);
      editor.amount.type('4O');
      expect(editor.amount.text).toBe('4O');
      expect(editor.amount.message).toEqual({ key: 'cards.order.integer' });
      expect(editor.canSave).toBe(false);
      await presenter.amount.save();
      expect(presenter.amount.editor).toBe(editor);
      expect(presenter.breakdown?.cardPrice).toBe(5000);
    });

    it('changes the order and its fees, then closes', async () => {
      const { presenter } = await paymentPage();
      openedEditor(presenter).amount.type('40');
      await presenter.amount.save();
      expect(presenter.amount.editor).toBeNull();
      expect(presenter.breakdown).toMatchObject({ cardPrice: 4000, serviceFee: 200, total: 4200 });
    });

    it('shows an amount just clamped instead of saving it', async () => {
      const { presenter } = await paymentPage();
      openedEditor(presenter).amount.type('90');
      await presenter.amount.save();
      expect(presenter.amount.editor?.amount.text).toBe('50');
      expect(presenter.amount.editor?.amount.message).toEqual({
        key: 'cards.order.max',
        values: { bound: { cents: 5000 } },
      });
      expect(presenter.breakdown?.cardPrice).toBe(5000);
    });

    it('shows an amount clamped as Save is clicked (the field left just before) and saves it at the next Save', async () => {
      const { presenter } = await paymentPage();
      const editor = openedEditor(presenter);
      editor.amount.type('250');
      editor.amount.blur(true); // the click on Save leaves the field first
      await presenter.amount.save();
      const shown = {
        open: presenter.amount.editor !== null,
        text: editor.amount.text,
        price: presenter.breakdown?.cardPrice,
      };

      await presenter.amount.save();

      expect(shown).toEqual({ open: true, text: '50', price: 5000 });
      expect(editor.amount.message).toEqual({ key: 'cards.order.max', values: { bound: { cents: 5000 } } });
      expect(presenter.amount.editor).toBeNull();
      expect(presenter.breakdown?.cardPrice).toBe(5000);
    });

    it('shows a failed change in the dialog and keeps the amount typed', async () => {
      const { presenter, sandbox } = await paymentPage();
      openedEditor(presenter).amount.type('40');
      sandbox.failNext('changeOrderAmount', 500);
      await presenter.amount.save();
      expect(presenter.amount.editor?.amount.text).toBe('40');
      expect(presenter.amount.editor?.save.failure).not.toBeNull();
      expect(presenter.amount.editor?.save.running).toBe(false);
      expect(presenter.breakdown?.cardPrice).toBe(5000);
    });

    it('says in its own words that an amount would take a level-1 account over its limit', async () => {
      // Two tabs of one consumer: the cards bought in the other leave 10 EUR under the 150 EUR limit.
      const storage = new MemoryStorage();
      const app = sandboxApp({ storage });
      await registerAtLevelOne(app.container);
      const presenter = await reopened(app.container, await createOrder(app.container, 2000));
      presenter.amount.open(presenter);
      const otherTab = createContainer('sandbox', { storage, sandbox: app.sandbox });
      for (const value of [5000, 5000, 4000])
        await payThroughProvider(otherTab, await createOrder(otherTab, value), 'approve');
      presenter.amount.editor?.amount.type('30');
      await presenter.amount.save();
      expect(presenter.amount.editor?.save.failure).toEqual({
        key: 'payment.amount.refusals.accountLimitReached',
      });
      expect(presenter.amount.editor?.amount.text).toBe('30');
      expect(presenter.breakdown?.cardPrice).toBe(2000);
    });
  });

  describe('the promo box', () => {
    it('applies WELCOME5 (5.00 off) and removes it', async () => {
      const { presenter } = await paymentPage();
      presenter.promo.type(' welcome5 ');
      await presenter.promo.apply();
      expect(presenter.promo.change.failure).toBeNull();
      expect(presenter.promo.text).toBe('');
      expect(presenter.promo.appliedCodes).toEqual(['WELCOME5']);
      expect(presenter.breakdown).toMatchObject({ discount: -500, originalDiscount: null, total: 4750 });

      await presenter.promo.remove('WELCOME5');
      expect(presenter.promo.appliedCodes).toEqual([]);
      expect(presenter.breakdown).toMatchObject({ discount: 0, total: 5250 });
    });

    it('stays busy applying a code while more is typed: Apply and Remove stay off until it is answered', async () => {
      const { presenter } = await paymentPage();
      presenter.promo.type('WELCOME5');
      const applying = presenter.promo.apply();
      presenter.promo.type('WELCOME5 ');
      expect(presenter.promo.change.running).toBe(true);
      await applying;
      expect(presenter.promo.appliedCodes).toEqual(['WELCOME5']);
    });

    it('shows the double discount capped at 25.00 with its original value', async () => {
      const { presenter } = await paymentPage();
      presenter.promo.type('DOUBLE');
      await presenter.promo.apply();
      expect(presenter.promo.appliedCodes).toEqual(['DOUBLE']);
      expect(presenter.breakdown).toMatchObject({ discount: -2500, originalDiscount: -5000, total: 2750 });
    });

    it.each(['', '   '])('asks for a code when %j is applied', async (code) => {
      const { presenter } = await paymentPage();
      presenter.promo.type(code);
      await presenter.promo.apply();
      expect(presenter.promo.change.failure).toEqual({ key: 'payment.promo.required' });
      expect(presenter.promo.appliedCodes).toEqual([]);
    });

    it.each(['USED10', 'NOSUCHCODE'])('refuses %j with the spec sentence', async (code) => {
      const { presenter } = await paymentPage();
      presenter.promo.type(code);
      await presenter.promo.apply();
      expect(presenter.promo.change.failure).toEqual({ key: 'payment.promo.invalid' });
      expect(presenter.promo.text).toBe(code);
      expect(presenter.promo.appliedCodes).toEqual([]);
    });

    it('clears the message at the next edit', async () => {
      const { presenter } = await paymentPage();
      presenter.promo.type('USED10');
      await presenter.promo.apply();
      presenter.promo.type('WELCOME5');
      expect(presenter.promo.change.failure).toBeNull();
    });

    it("shows the server's sentence for another failure, and keeps the code typed", async () => {
      const { presenter, sandbox } = await paymentPage();
      sandbox.failNext('applyDiscount', 500);
      presenter.promo.type('WELCOME5');
      await presenter.promo.apply();
      expect(presenter.promo.change.failure).toEqual({ detail: expect.any(String) });
      expect(presenter.promo.text).toBe('WELCOME5');
    });

    it('says how long to wait after too many codes refused (429)', () => {
      const tooMany = {
        kind: 'TooManyRequests',
        errorCode: 'tooManyRequests',
        errorMessage: 'Too many',
      } as const;
      expect(failureMessage({ ...tooMany, timeLeftForRetry: 45 }, PROMO_WORDS)).toEqual({
        key: 'errors.tooManyRequests.seconds',
        values: { count: 45 },
      });
      expect(failureMessage({ ...tooMany, timeLeftForRetry: 840 }, PROMO_WORDS)).toEqual({
        key: 'errors.tooManyRequests.minutes',
        values: { count: 14 },
      });
    });

    it('shows the default discount error when the server gives no sentence', () => {
      expect(failureMessage({ kind: 'NetworkError' }, PROMO_WORDS)).toEqual({ key: 'payment.promo.failed' });
      expect(failureMessage({ kind: 'ServerError', errorMessage: 'Down' }, PROMO_WORDS)).toEqual({
        detail: 'Down',
      });
      expect(
        failureMessage({ kind: 'InvalidFields', errorCode: 'promoInvalid', errorMessage: 'x' }, PROMO_WORDS),
      ).toEqual({
        key: 'payment.promo.invalid',
      });
    });
  });

  describe('paying', () => {
    it('follows the provider page once a method is chosen', async () => {
      const { presenter, container } = await paymentPage();
      presenter.selectMethod('visa');
      await presenter.pay();
      expect(awayTo(container)).toMatch(/^http:\/\/localhost:8080\/sandbox\/payment\/.+/);
      expect(presenter.payment.failure).toBeNull();
    });

    it.each([
      ['approve', 'payment.errors.orderPaid'],
      ['blocked', 'payment.errors.orderBlocked'],
      ['suspicious', 'payment.errors.orderSuspicious'],
    ] as const)(
      'after an earlier attempt answered %s, says so, disables the methods and clears the choice',
      async (outcome, key) => {
        const { container, orderId, presenter } = await paymentPage();
        await payThroughProvider(container, orderId, outcome);
        presenter.selectMethod('visa');

        await presenter.pay();

        expect(presenter.payment.failure).toEqual({ key });
        expect(presenter.methodsDisabled).toBe(true);
        expect(presenter.selectedMethodId).toBeNull();
        expect(presenter.canPay).toBe(false);
        expect(awayTo(container)).toBeNull();
        presenter.selectMethod('visa');
        expect(presenter.selectedMethodId).toBeNull();
      },
    );

    it.each([
      ['approve', 'payment.errors.orderPaid'],
      ['blocked', 'payment.errors.orderBlocked'],
      ['suspicious', 'payment.errors.orderSuspicious'],
    ] as const)(
      'opened on an order the provider answered %s, says so at once: no method can be chosen, Pay stays off',
      async (outcome, key) => {
        const { container, orderId } = await levelOneConsumerWithOrder();
        await payThroughProvider(container, orderId, outcome);

        const presenter = await reopened(container, orderId);

        expect(presenter.payment.failure).toEqual({ key });
        expect(presenter.methodsDisabled).toBe(true);
        presenter.selectMethod('visa');
        expect(presenter.selectedMethodId).toBeNull();
        expect(presenter.canPay).toBe(false);
      },
    );

    it('says it once when the error page it came back from already said why (the banner on top)', async () => {
      const { container, orderId } = await levelOneConsumerWithOrder();
      await payThroughProvider(container, orderId, 'blocked');
      container
        .get(PaymentErrorFlag)
        .raise(orderId, 'payment.orderError', messageOf('payment.errors.orderBlocked'));

      const presenter = await reopened(container, orderId);

      expect(presenter.providerError?.message).toEqual({ key: 'payment.errors.orderBlocked' });
      expect(presenter.payment.failure).toBeNull();
      expect(presenter.methodsDisabled).toBe(true);
      expect(presenter.canPay).toBe(false);
    });

    it('opened on an order cancelled at the provider, says it can no longer be paid and offers no method', async () => {
      const { container, orderId } = await levelOneConsumerWithOrder();
      await payThroughProvider(container, orderId, 'cancel');
      await container.get(OrderCancelPresenter).enter({ params: { orderId }, query: {} });

      const presenter = await reopened(container, orderId);

      expect(presenter.payment.failure).toEqual({ key: 'payment.errors.orderCancelled' });
      expect(presenter.methodsDisabled).toBe(true);
      expect(presenter.canPay).toBe(false);
    });

    it('closes the methods as soon as a reloaded order is known to be blocked, the choice cleared', async () => {
      const { presenter, container, orderId } = await paymentPage();
      presenter.selectMethod('visa');
      await payThroughProvider(container, orderId, 'blocked');
      // The promo box hands over the order as the server answers it: blocked meanwhile.
      presenter.orderChanged(await container.get(ORDER_GATEWAY).get(orderId));

      expect(presenter.payment.failure).toEqual({ key: 'payment.errors.orderBlocked' });
      expect(presenter.methodsDisabled).toBe(true);
      expect(presenter.selectedMethodId).toBeNull();
    });

    it('otherwise says the payment cannot continue and keeps the methods and the choice', async () => {
      const { presenter, sandbox } = await paymentPage();
      presenter.selectMethod('visa');
      sandbox.failNext('startPayment', 500);

      await presenter.pay();

      expect(presenter.payment.failure).toEqual({ key: 'payment.errors.cannotContinue' });
      expect(presenter.methodsDisabled).toBe(false);
      expect(presenter.selectedMethodId).toBe('visa');
      expect(presenter.canPay).toBe(true);
    });

    it('says in its own words that too many payments are open, keeping the order, the methods and the choice', async () => {
      const { container, orderId } = await levelOneConsumerWithOrder(500);
      for (let opened = 0; opened < 5; opened += 1) {
        const other = await reopened(container, await createOrder(container, 500));
        other.selectMethod('visa');
        await other.pay();
        expect(other.payment.failure).toBeNull();
      }
      const presenter = await reopened(container, orderId);
      presenter.selectMethod('visa');

      await presenter.pay();

      expect(presenter.payment.failure).toEqual({ key: 'payment.errors.tooManyOpenPayments' });
      expect(presenter.methodsDisabled).toBe(false);
      expect(presenter.selectedMethodId).toBe('visa');
      expect(presenter.order?.id).toBe(orderId);
    });

    it('says in its own words that too many payments were started today', async () => {
      const { presenter, sandbox } = await paymentPage();
      sandbox.startPayment = () => {
        throw new SandboxError(409, { errorCode: 'tooManyPaymentAttempts', errorMessage: 'Too many.' });
      };
      presenter.selectMethod('visa');

      await presenter.pay();

      expect(presenter.payment.failure).toEqual({ key: 'payment.errors.tooManyPaymentAttempts' });
      expect(presenter.selectedMethodId).toBe('visa');
    });

    it('says clearly that a provider page on an origin not allowed was not opened', async () => {
      const { container, orderId } = await levelOneConsumerWithOrder();
      // Only the HTTP adapter refuses such a page (the sandbox's is always on the app's origin).
      const notAllowed: Pick<StartPayment, 'execute'> = {
        execute: async () => ({
          ok: true,
          value: {
            kind: 'refused',
            failure: paymentStartFailure(null),
            order: null,
            error: { kind: 'InvalidFields', errorCode: 'redirectNotAllowed', errorMessage: 'Not allowed.' },
          },
        }),
      };
      container.rebind(StartPayment).toConstantValue(notAllowed as StartPayment);
      const presenter = await reopened(container, orderId);
      presenter.selectMethod('visa');

      await presenter.pay();

      expect(presenter.payment.failure).toEqual({ key: 'payment.errors.redirectNotAllowed' });
      expect(awayTo(container)).toBeNull();
      expect(presenter.selectedMethodId).toBe('visa');
    });

    it('shows the error the order result pages left, once', async () => {
      const { container, orderId } = await levelOneConsumerWithOrder();
      container
        .get(PaymentErrorFlag)
        .raise(orderId, 'payment.orderError', serverWords('The payment was declined by the provider.'));

      const presenter = await reopened(container, orderId);
      expect(presenter.providerError).toEqual({
        heading: 'payment.orderError',
        message: { detail: 'The payment was declined by the provider.' },
      });

      const again = await reopened(container, orderId);
      expect(again.providerError).toBeNull();
    });

    it('shows the payment error without a message when none was given', async () => {
      const { container, orderId } = await levelOneConsumerWithOrder();
      container.get(PaymentErrorFlag).raise(orderId, 'payment.providerError');
      const presenter = await reopened(container, orderId);
      expect(presenter.providerError).toEqual({ heading: 'payment.providerError', message: null });
    });
  });

  describe('an expired session', () => {
    it('opens the login modal when loading meets Unauthorized, and loads once signed in again', async () => {
      const { container, sandbox, orderId } = await levelOneConsumerWithOrder();
      sandbox.failNext('paymentMethods', 401);
      const presenter = await reopened(container, orderId);
      expect(container.get(AuthModalsPresenter).login.open).toBe(true);
      expect(presenter.loading).toBe(true);

      await signIn(container, LEVEL_ONE_CREDENTIALS);

      expect(presenter.loading).toBe(false);
      expect(presenter.breakdown?.total).toBe(5250);
    });

    it('pays once signed in again when Pay met Unauthorized', async () => {
      const { presenter, sandbox, container } = await paymentPage();
      presenter.selectMethod('visa');
      sandbox.failNext('startPayment', 401);
      await presenter.pay();
      expect(container.get(AuthModalsPresenter).login.open).toBe(true);
      expect(awayTo(container)).toBeNull();

      await signIn(container, LEVEL_ONE_CREDENTIALS);

      expect(awayTo(container)).not.toBeNull();
    });

    it('hears no replay once the page is left', async () => {
      const { container, sandbox, orderId } = await levelOneConsumerWithOrder();
      sandbox.failNext('paymentMethods', 401);
      const presenter = await reopened(container, orderId);
      leavePage(presenter);
      await signIn(container, LEVEL_ONE_CREDENTIALS);
      expect(presenter.loading).toBe(true);
    });
  });
});

describe('the session countdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('counts down each second from the token expiry, opens the login modal at zero, and restarts after sign-in', async () => {
    const { presenter, container } = await paymentPage();
    const { countdown } = presenter;
    const modals = container.get(AuthModalsPresenter);
    const start = countdown.secondsLeft ?? 0;
    expect(start).toBeGreaterThan(19 * 60);
    expect(countdown.display).toMatch(/^(19|20):\d\d$/);

    await jest.advanceTimersByTimeAsync(1000);
    expect(countdown.secondsLeft).toBe(start - 1);

    await jest.advanceTimersByTimeAsync((start - 2) * 1000);
    expect(countdown.secondsLeft).toBe(1);
    expect(modals.login.open).toBe(false);

    await jest.advanceTimersByTimeAsync(1000);
    expect(countdown.secondsLeft).toBe(0);
    expect(countdown.display).toBe('00:00');
    expect(modals.login.open).toBe(true);
    expect(jest.getTimerCount()).toBe(0);

    modals.login.close();
    await signIn(container, LEVEL_ONE_CREDENTIALS);
    expect(countdown.display).toBe('20:00');
    await jest.advanceTimersByTimeAsync(1000);
    expect(countdown.display).toBe('19:59');
  });

  it('stops ticking when the page is left', async () => {
    const { presenter } = await paymentPage();
    leavePage(presenter);
    expect(jest.getTimerCount()).toBe(0);
  });
});
