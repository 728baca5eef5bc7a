import { MemoryStorage } from '../../../adapters/browser/MemoryStorage';
import { createSandbox } from '../../../adapters/sandbox/createSandbox';
import { DEMO_CREDENTIALS, LEVEL1_CREDENTIALS } from '../../../adapters/sandbox/seed/accounts';
import { createContainer } from '../../../composition/createContainer';
import {
  payThroughProvider,
  registerAtLevelOne,
  sandboxApp,
  signIn,
} from '../../../composition/testing/sandboxApp';
import { PendingAction } from '../../../application/session/PendingAction';
import { AuthModalsPresenter } from '../../testing/otherScreens';
import { destination } from '../../testing/destination';
import { createOrder } from '../../../composition/testing/levelOneOrder';
import type { AppError } from '../../../application/shared/Result';
import { failureMessage } from '../../calls/failureMessage';
import type { Message } from '../../messages/Message';
import { ORDER_FAILURE_WORDS, OrderBoxPresenter } from './OrderBoxPresenter';

/** The presenter over the sandbox container; signed in, as the seeded demo consumer (one-time code passed). */
function setUp({ signedIn = false } = {}) {
  const storage = new MemoryStorage();
  const sandbox = createSandbox({ storage });
  if (signedIn) {
    const { token } = sandbox.login(DEMO_CREDENTIALS);
    const code = sandbox.outbox().find((message) => message.kind === 'oneTimeCode')?.code ?? '';
    storage.setItem('token', sandbox.verifyOneTimeCode(token, code).token);
  }
  const container = createContainer('sandbox', { storage, sandbox });
  /** The signed-in consumer's orders, newest first, read straight from the sandbox. */
  const ordersOfDemo = () => sandbox.listOrders(storage.getItem('token'));
  container.get(AuthModalsPresenter); // mounted by the shell, it hears "sign-in required"
  const presenter = container.get(OrderBoxPresenter);
  presenter.enter();
  return { presenter, container, sandbox, storage, ordersOfDemo, where: () => destination(container) };
}

describe('the landing order box', () => {
  it('starts at 20 euros, text box and slider alike', () => {
    const { presenter } = setUp();
    expect(presenter.entry.text).toBe('20');
    expect(presenter.entry.amountCents).toBe(2000);
    expect(presenter.entry.sliderCents).toBe(2000);
    expect(presenter.message).toBeNull();
  });

  it('offers 5 to 150 euros, the landing bounds', () => {
    const { presenter } = setUp();
    expect(presenter.entry.bounds).toEqual({ min: 500, max: 15000 });
  });

  it('on the cards screen offers the ordering range, 5 to 200 euros, with the 200 card picture', async () => {
    const { container } = sandboxApp();
    await signIn(container, DEMO_CREDENTIALS);
    const presenter = container.get(OrderBoxPresenter);
    expect(presenter.entry.bounds).toEqual({ min: 500, max: 15000 });
    expect(presenter.cardPicture).toBe('upTo150');
    presenter.showIn('ordering');
    expect(presenter.entry.bounds).toEqual({ min: 500, max: 20000 });
    expect(presenter.cardPicture).toBe('upTo200');
    presenter.entry.type('180');
    expect(presenter.entry.blur()).toBe(false);
  });

  it.each(['landing', 'ordering'] as const)(
    'lowers the %s maximum to a signed-in consumer’s own, and names it',
    async (context) => {
      const { container } = sandboxApp();
      await registerAtLevelOne(container);
      const presenter = container.get(OrderBoxPresenter);
      presenter.showIn(context);
      expect(presenter.entry.bounds).toEqual({ min: 500, max: 5000 });
      expect(presenter.cardPicture).toBe('upTo150');
      presenter.entry.type('80');
      presenter.entry.blur();
      expect(presenter.entry.text).toBe('50');
      expect(presenter.message).toEqual({ key: 'cards.order.max', values: { bound: { cents: 5000 } } });
    },
  );

  it('keeps the slider and the text box in sync both ways', () => {
    const { presenter } = setUp();
    presenter.entry.type('75');
    expect(presenter.entry.sliderCents).toBe(7500);
    presenter.entry.slide(4200);
    expect(presenter.entry.text).toBe('42');
    expect(presenter.entry.amountCents).toBe(4200);
  });

  it.each([
    ['3 up to 5', '3', 500, 'cards.order.min'],
    ['500 down to 150', '500', 15000, 'cards.order.max'],
  ] as const)('clamps %s when the field is left and names the bound', (_, typed, bound, key) => {
    const { presenter } = setUp();
    presenter.entry.type(typed);
    expect(presenter.message).toBeNull(); // no nagging while typing
    expect(presenter.entry.sliderCents).toBe(bound);
    presenter.entry.blur();
    expect([presenter.entry.text, presenter.entry.amountCents]).toEqual([String(bound / 100), bound]);
    expect(presenter.message).toEqual({ key, values: { bound: { cents: bound } } });
  });

  it('clears the bound message at the next edit', () => {
    const { presenter } = setUp();
    presenter.entry.type('3');
    presenter.entry.blur();
    presenter.entry.type('30');
    expect(presenter.message).toBeNull();
  });

  it('refuses letters with the whole-euros message, keeping what was typed and the slider where it was', () => {
    const { presenter } = setUp();
    presenter.entry.type('35');
    presenter.entry.type('35a');
    expect(presenter.entry.text).toBe('35a');
    expect(presenter.entry.amountCents).toBeNull();
    expect(presenter.message).toEqual({ key: 'cards.order.integer' });
    expect(presenter.entry.sliderCents).toBe(3500);
    presenter.entry.blur();
    expect(presenter.entry.text).toBe('35a');
    expect(presenter.canSubmit).toBe(false);
  });

  it('refuses cents and an empty box', () => {
    const { presenter } = setUp();
    presenter.entry.type('12.50');
    expect(presenter.message).toEqual({ key: 'cards.order.integer' });
    presenter.entry.type('');
    expect(presenter.message).toEqual({ key: 'cards.order.required' });
  });

  describe('ordering, over the sandbox', () => {
    it('signed out, keeps the amount as newOrder (in cents) and sends the visitor to register', async () => {
      const { presenter, storage, where } = setUp();
      presenter.entry.type('50');
      await presenter.submit();
      expect(where()).toBe('/auth?reg=true');
      expect(storage.getItem('newOrder')).toBe('5000');
    });

    it('shows an amount clamped as the order button is clicked, and orders it at the next press', async () => {
      const { presenter, storage, where } = setUp();
      presenter.entry.type('151');
      presenter.entry.blur(true); // a click on the button leaves the field first
      await presenter.submit();
      const shown = { where: where(), text: presenter.entry.text, message: presenter.message };

      await presenter.submit();

      expect(shown).toEqual({
        where: null,
        text: '150',
        message: { key: 'cards.order.max', values: { bound: { cents: 15000 } } },
      });
      expect(where()).toBe('/auth?reg=true');
      expect(storage.getItem('newOrder')).toBe('15000');
    });

    it('signed in, creates the order and sends the consumer to its payment page', async () => {
      const { presenter, storage, ordersOfDemo, where } = setUp({ signedIn: true });
      const before = ordersOfDemo().length;
      presenter.entry.type('50');
      await presenter.submit();
      const target = where();
      const created = ordersOfDemo();
      expect(created).toHaveLength(before + 1);
      const newest = created[0];
      expect(target).toBe(`/order/${newest?.id}/payment`);
      expect(newest?.orderLines.find((line) => line.type === 'product')?.amount.amount).toBe(5000);
      expect(storage.getItem('newOrder')).toBeNull();
    });

    it('shows the corrected amount instead of ordering when Enter is pressed out of range', async () => {
      const { presenter, storage, where } = setUp();
      presenter.entry.type('500');
      await presenter.submit();
      expect(where()).toBeNull();
      expect(presenter.entry.text).toBe('150');
      expect(presenter.message).toEqual({ key: 'cards.order.max', values: { bound: { cents: 15000 } } });
      expect(storage.getItem('newOrder')).toBeNull();
      // A second press orders what is now shown.
      await presenter.submit();
      expect(where()).toBe('/auth?reg=true');
      expect(storage.getItem('newOrder')).toBe('15000');
    });

    it('orders nothing while the text is not whole euros', async () => {
      const { presenter, ordersOfDemo, where } = setUp({ signedIn: true });
      const before = ordersOfDemo().length;
      presenter.entry.type('abc');
      await presenter.submit();
      expect(where()).toBeNull();
      expect(ordersOfDemo()).toHaveLength(before);
    });

    it('shows a failed creation under the box with the server’s words, and keeps the amount', async () => {
      const { presenter, sandbox, storage, where } = setUp({ signedIn: true });
      sandbox.failNext('createOrder', 500);
      presenter.entry.type('40');
      await presenter.submit();
      expect(where()).toBeNull();
      expect(presenter.message).toEqual({
        key: 'landing.order.errors.general',
        detail: 'Fault injected into createOrder.',
      });
      expect(presenter.submitting).toBe(false);
      expect(presenter.entry.text).toBe('40');
      // Nothing waits in newOrder to send the consumer to Authorization on the next order.
      expect(storage.getItem('newOrder')).toBeNull();
    });

    it('offers a level-1 consumer no more than what is left under the account limit', async () => {
      const { container } = sandboxApp();
      await signIn(container, LEVEL1_CREDENTIALS);
      const presenter = container.get(OrderBoxPresenter);
      presenter.showIn('ordering');
      // The seeded level-1 consumer holds more than 145 EUR: not even a 5 EUR card fits.
      expect(presenter.entry.bounds).toEqual({ min: 500, max: 500 });
    });

    it('says in its own words why the issuer refused the order', async () => {
      // Two tabs of one consumer: the cards bought in the other take the account to its limit.
      const storage = new MemoryStorage();
      const { container, sandbox } = sandboxApp({ storage });
      await registerAtLevelOne(container);
      const presenter = container.get(OrderBoxPresenter);
      presenter.showIn('ordering');
      const otherTab = createContainer('sandbox', { storage, sandbox });
      for (let card = 0; card < 3; card += 1)
        await payThroughProvider(otherTab, await createOrder(otherTab, 5000), 'approve');
      presenter.entry.type('20');
      await presenter.submit();
      expect(presenter.message).toEqual({ key: 'landing.order.errors.accountLimitReached' });
      expect(presenter.entry.text).toBe('20');
    });

    it('says in its own words that too many orders await payment, keeping the amount', async () => {
      const { presenter, sandbox, storage, where } = setUp({ signedIn: true });
      const token = storage.getItem('token');
      // Another tab orders cards without paying them, until the issuer takes no more.
      const orderUnpaid = () => {
        for (let created = 0; created <= 10; created += 1) sandbox.createOrder(token, 2000);
      };
      expect(orderUnpaid).toThrow('orders awaiting payment');
      presenter.entry.type('40');

      await presenter.submit();

      expect(presenter.message).toEqual({ key: 'landing.order.errors.tooManyUnpaidOrders' });
      expect(presenter.entry.text).toBe('40');
      expect(where()).toBeNull();
    });

    it('says when the service cannot be reached', async () => {
      const { presenter, sandbox } = setUp({ signedIn: true });
      sandbox.failNext('createOrder', 'network');
      await presenter.submit();
      expect(presenter.message).toEqual({ key: 'landing.order.errors.network' });
    });

    it.each([
      [
        { kind: 'InvalidFields', errorCode: 'registrationIncomplete' },
        { key: 'landing.order.errors.registrationIncomplete' },
      ],
      [
        { kind: 'InvalidFields', invalidFields: [{ fieldName: 'amount', errors: ['cards.order.max'] }] },
        { key: 'cards.order.max', fromServer: true },
      ],
      [
        { kind: 'TooManyRequests', timeLeftForRetry: 30 },
        { key: 'errors.tooManyRequests.seconds', values: { count: 30 } },
      ],
    ] satisfies [AppError, Message][])('words a refusal the sandbox does not make: %j', (error, message) => {
      expect(failureMessage(error, ORDER_FAILURE_WORDS)).toEqual(message);
    });

    it('keeps the order at an expired session, opens the login modal and orders once signed in again', async () => {
      const { presenter, container, sandbox, storage, where, ordersOfDemo } = setUp({ signedIn: true });
      const before = ordersOfDemo().length;
      sandbox.failNext('createOrder', 401);
      presenter.entry.type('60');
      await presenter.submit();
      expect(where()).toBeNull();
      expect(container.get(AuthModalsPresenter).login.open).toBe(true);
      expect(storage.getItem('newOrder')).toBeNull();

      await container.get(PendingAction).replay(); // what signing in again does
      expect(ordersOfDemo()).toHaveLength(before + 1);
      expect(where()).toBe(`/order/${ordersOfDemo()[0]?.id}/payment`);
    });

    it('is busy while the order is being created, and stays so once it is, while the page goes to Payment', async () => {
      const { presenter } = setUp({ signedIn: true });
      const submitted = presenter.submit();
      expect(presenter.submitting).toBe(true);
      expect(presenter.canSubmit).toBe(false);
      await submitted;
      expect(presenter.submitting).toBe(true);
      expect(presenter.canSubmit).toBe(false);
    });

    it('creates one order for a double click: the second press lands after the first order is made', async () => {
      const { presenter, ordersOfDemo, where } = setUp({ signedIn: true });
      const before = ordersOfDemo().length;
      await presenter.submit();
      const target = where();
      await presenter.submit();
      expect(ordersOfDemo()).toHaveLength(before + 1);
      expect(target).toBe(`/order/${ordersOfDemo()[0]?.id}/payment`);
      expect(where()).toBeNull();
    });
  });
});
