import { DataTable, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { Cents } from '../../src/domain/money/Cents';
import { eurosToCents } from '../../src/domain/money/euroConversion';
import { KYC_LEVEL_1_PURCHASE_LIMIT } from '../../src/domain/orders/cardLimit';
import { PAYMENT_START_FAILURE_KEYS } from '../../src/domain/orders/paymentStart';
import type { PriceBreakdown } from '../../src/domain/orders/priceBreakdown';
import { SimulateKyc } from '../../src/application/kyc/usecases/SimulateKyc';
import { CreateOrder } from '../../src/application/orders/usecases/CreateOrder';
import { ReadPaymentSuccess } from '../../src/application/orders/usecases/ReadPaymentSuccess';
import { SANDBOX_CONSOLE, type PaymentOutcome } from '../../src/application/sandbox/ports/SandboxConsole';
import {
  fillProfile,
  newestCode,
  payThroughProvider,
  register,
  verifyEmailAndMobile,
} from '../../src/composition/testing/sandboxApp';
import { AuthModalsPresenter } from '../../src/presentation/auth/AuthModalsPresenter';
import { OrderBoxPresenter } from '../../src/presentation/landing/OrderBoxPresenter';
import type { AmountEntry } from '../../src/presentation/orders/AmountEntry';
import type { AmountEditor } from '../../src/presentation/payment/AmountEditor';
import { PaymentPresenter } from '../../src/presentation/payment/PaymentPresenter';
import type { Message } from '../../src/presentation/messages/Message';
import { PAYMENT_MESSAGE_KEYS } from '../../src/presentation/payment/paymentMessages';
import { OrderErrorPresenter } from '../../src/presentation/orderResult/OrderErrorPresenter';
import { Navigation } from '../../src/presentation/shell/Navigation';
import { paths } from '../../src/presentation/shell/paths';
import { app, credentialsOf, flow, service, settle } from '../support/scenarioApp';
import { ScenarioKey, type ShopWorld } from '../support/world';

// A consumer on the payment page (and a visitor at the landing page's order box), driven through
// the presenters the pages render, in the scenario's in-process shop (support/scenarioApp.ts).

const paying = new ScenarioKey('paying', () => ({
  /** The payment page as it is open now; a new visit replaces it. */
  page: null as PaymentPresenter | null,
  /** The landing page's order box. */
  box: null as OrderBoxPresenter | null,
  /** Where the order box sent the visitor, or null when it showed a message instead. */
  boxTarget: null as string | null,
}));

function orderId(world: ShopWorld): string {
  const { orderId: id } = world.state(flow);
  assert.ok(id, 'no order was created');
  return id;
}

/** Opens the payment page of the scenario's order as the page does when it is visited. */
async function visitPaymentPage(world: ShopWorld): Promise<PaymentPresenter> {
  const state = world.state(paying);
  state.page?.close();
  const page = service(world, PaymentPresenter);
  state.page = page;
  await page.open(orderId(world));
  assert.equal(page.loadFailed, false, 'the payment page could not load');
  return page;
}

/** The payment page open now, opened on first use for the scenario's order. */
async function paymentPage(world: ShopWorld): Promise<PaymentPresenter> {
  return world.state(paying).page ?? visitPaymentPage(world);
}

function openPage(world: ShopWorld): PaymentPresenter {
  const { page } = world.state(paying);
  assert.ok(page, 'the payment page is not open');
  return page;
}

function editor(world: ShopWorld): AmountEditor {
  const { amountEditor } = openPage(world);
  assert.ok(amountEditor, 'the card value editor is not open');
  return amountEditor;
}

/** The card value editor's text box and slider. */
function valueField(world: ShopWorld): AmountEntry {
  return editor(world).amount;
}

function orderBox(world: ShopWorld): OrderBoxPresenter {
  const state = world.state(paying);
  state.box ??= service(world, OrderBoxPresenter);
  return state.box;
}

function keyOf(message: Message | null): string | null {
  if (message === null) return null;
  return message.key ?? message.detail ?? null;
}

/** Lets the in-process calls run until `done` holds; a bounded wait, so a stuck flow fails. */
async function settleUntil(done: () => boolean, what: string): Promise<void> {
  for (let round = 0; round < 100 && !done(); round++) await settle();
  assert.ok(done(), `${what} never happened`);
}

// ---------------------------------------------------------------- consumers

Given(
  'Jane is a newly registered consumer who has passed the basic identity check',
  async function (this: ShopWorld) {
    const { container } = app(this);
    await register(container);
    await verifyEmailAndMobile(container);
    await fillProfile(container);
    const simulated = await service(this, SimulateKyc).execute('KYC_LEVEL_1');
    assert.ok(simulated.ok, 'the basic identity check did not pass');
    assert.equal(simulated.value.maxAllowedAmount?.amount, KYC_LEVEL_1_PURCHASE_LIMIT);
  },
);

Given('Jane has bought her first card, of {int} EUR', async function (this: ShopWorld, euros: number) {
  const { container } = app(this);
  const created = await service(this, CreateOrder).execute(euros * 100);
  assert.ok(created.ok && created.value.kind === 'created', 'the order was not created');
  const first = created.value.orderId;
  assert.equal(await payThroughProvider(container, first, 'approve'), paths.orderSuccess(first));
  const success = await service(this, ReadPaymentSuccess).execute(first);
  assert.ok(success.ok && success.value.firstCardId, 'the first card was not issued');
});

// ---------------------------------------------------------------- the payment page

Given('{person} is on the payment page of her order', async function (this: ShopWorld, _person: string) {
  await visitPaymentPage(this);
});

const SHOWN_LINES: { label: string; amount: (breakdown: PriceBreakdown) => Cents; always: boolean }[] = [
  { label: 'card price', amount: (b) => b.cardPrice, always: true },
  { label: 'creation fee', amount: (b) => b.creationFee, always: false },
  { label: 'service fee', amount: (b) => b.serviceFee, always: true },
  { label: 'discount', amount: (b) => b.discount, always: false },
  { label: 'total', amount: (b) => b.total, always: true },
];

Then('the payment page prices the card at:', async function (this: ShopWorld, table: DataTable) {
  const { breakdown } = await paymentPage(this);
  assert.ok(breakdown, 'the payment page shows no price');
  // The lines the price box shows: a free creation fee and a missing discount are left out.
  const shown = SHOWN_LINES.filter((line) => line.always || line.amount(breakdown) !== 0).map((line) => [
    line.label,
    line.amount(breakdown),
  ]);
  const expected = table.raw().map(([label, euros]) => [label, eurosToCents(Number(euros))]);
  assert.deepEqual(shown, expected);
});

When(
  /^(Camille|Jane) chooses "([^"]+)" and presses Pay$/,
  async function (this: ShopWorld, _person: string, name: string) {
    const page = await paymentPage(this);
    const method = page.visibleMethods.find((candidate) => candidate.name === name);
    assert.ok(method, `no payment method ${name} is shown`);
    page.selectMethod(method.id);
    assert.equal(page.canPay, !page.methodsDisabled, 'Pay does not follow the chosen method');
    await page.pay();
  },
);

Then(/^Pay sends (?:Camille|Jane) to the payment provider$/, function (this: ShopWorld) {
  assert.equal(openPage(this).payError, null, 'the payment page shows an error');
  const exit = service(this, Navigation).pending;
  assert.equal(exit?.kind, 'away', 'Pay did not lead to the payment provider');
});

Then(/^Pay is (enabled|disabled) on the payment page$/, function (this: ShopWorld, state: string) {
  assert.equal(openPage(this).canPay, state === 'enabled');
});

const PROVIDER_CHOICES: Record<string, PaymentOutcome> = { declines: 'decline', approves: 'approve' };

When(
  /^the payment provider (declines|approves) (?:Camille|Jane)'s payment$/,
  async function (this: ShopWorld, choice: string) {
    const exit = service(this, Navigation).take();
    assert.ok(exit?.kind === 'away', 'the consumer is not on the payment provider page');
    const outcome = PROVIDER_CHOICES[choice];
    assert.ok(outcome);
    const paymentId = decodeURIComponent(exit.url.split('/').at(-1) ?? '');
    const { returnPath } = await service(this, SANDBOX_CONSOLE).completePayment(paymentId, outcome);
    this.state(flow).returnPath = returnPath;
  },
);

When(/^the error page takes (?:Camille|Jane) back to the payment page$/, async function (this: ShopWorld) {
  const id = orderId(this);
  assert.equal(this.state(flow).returnPath, paths.orderError(id), 'not on the error page');
  service(this, OrderErrorPresenter).returnToPayment(id);
  const back = service(this, Navigation).take();
  assert.ok(
    back?.kind === 'app' && back.path === paths.orderPayment(id),
    'not taken back to the payment page',
  );
  await visitPaymentPage(this);
});

Given(/^(?:Camille|Jane) has paid that order in another browser tab$/, async function (this: ShopWorld) {
  const id = orderId(this);
  assert.equal(await payThroughProvider(app(this).container, id, 'approve'), paths.orderSuccess(id));
});

/** The locale keys of the messages, as the page shows them. */
const PAGE_MESSAGES: Record<string, string> = {
  'there was an error with the payment': 'payment.providerError',
  'the order is already paid': PAYMENT_START_FAILURE_KEYS.orderPaid,
};

Then(
  /^the payment page says (there was an error with the payment|the order is already paid)$/,
  function (this: ShopWorld, what: string) {
    const page = openPage(this);
    const shown = page.providerError ? 'payment.providerError' : keyOf(page.payError);
    assert.equal(shown, PAGE_MESSAGES[what]);
  },
);

Then('the payment methods are greyed out and none is chosen', function (this: ShopWorld) {
  const page = openPage(this);
  assert.equal(page.methodsDisabled, true);
  assert.equal(page.selectedMethodId, null);
  page.selectMethod('visa');
  assert.equal(page.selectedMethodId, null, 'a greyed-out method could still be chosen');
});

// ---------------------------------------------------------------- promo codes

When(
  /^(?:Camille|Jane) applies the promo code "([^"]*)" on the payment page$/,
  async function (this: ShopWorld, code: string) {
    const page = await paymentPage(this);
    page.promo.type(code);
    await page.promo.apply();
  },
);

When(/^(?:Camille|Jane) removes the promo code "([^"]*)"$/, async function (this: ShopWorld, code: string) {
  await openPage(this).promo.remove(code);
});

Then('the promo box shows {string} as applied', function (this: ShopWorld, code: string) {
  const page = openPage(this);
  assert.deepEqual(page.promo.appliedCodes, [code]);
  assert.equal(page.promo.error, null);
});

Then('the promo box shows no code as applied', function (this: ShopWorld) {
  assert.deepEqual(openPage(this).promo.appliedCodes, []);
});

Then('the promo box says the code is not valid or has already been used', function (this: ShopWorld) {
  assert.equal(keyOf(openPage(this).promo.error), PAYMENT_MESSAGE_KEYS.promoInvalid);
});

// ---------------------------------------------------------------- the session countdown

async function countdownReads(world: ShopWorld, shown: string): Promise<void> {
  assert.equal((await paymentPage(world)).countdown.display, shown);
}

Then(
  'the session countdown on the payment page reads {string}',
  async function (this: ShopWorld, shown: string) {
    await countdownReads(this, shown);
  },
);

Then(
  /^(\d+) seconds? later the session countdown on the payment page reads "([^"]+)"$/,
  async function (this: ShopWorld, seconds: string, shown: string) {
    await this.state(flow).time.advance(Number(seconds) * 1000);
    await countdownReads(this, shown);
  },
);

Then(
  'the sign-in window opens with {string} filled in and locked',
  function (this: ShopWorld, email: string) {
    const modals = service(this, AuthModalsPresenter);
    assert.equal(modals.login.open, true, 'the sign-in window is closed');
    assert.equal(modals.login.emailLocked, true);
    assert.equal(modals.login.form.email, email);
  },
);

When(
  /^(Camille|Jane) signs in again in the sign-in window with her password and the texted code$/,
  async function (this: ShopWorld, person: string) {
    const modals = service(this, AuthModalsPresenter);
    modals.login.form.setPassword(credentialsOf(person).password);
    await modals.login.submit();
    assert.equal(modals.code.open, true, 'no one-time code was asked for');
    modals.code.type(await newestCode(app(this).container, 'oneTimeCode'));
    await settleUntil(() => !modals.code.open, 'signing in with the code');
  },
);

Then(
  /^the sign-in window closes and (?:Camille|Jane) stays on the payment page$/,
  function (this: ShopWorld) {
    const modals = service(this, AuthModalsPresenter);
    assert.equal(modals.login.open, false);
    assert.equal(modals.code.open, false);
    assert.equal(service(this, Navigation).pending, null, 'the sign-in or the page leads away from the page');
    const page = openPage(this);
    assert.ok(page.breakdown, 'the payment page lost its order');
  },
);

// ---------------------------------------------------------------- the card value on the payment page

When(/^(?:Camille|Jane) changes the card value on the payment page$/, async function (this: ShopWorld) {
  const page = await paymentPage(this);
  page.openAmountEditor();
  assert.ok(page.amountEditor, 'the card value editor did not open');
});

When(
  /^(?:Camille|Jane) types "([^"]*)" as the new card value and leaves the field$/,
  function (this: ShopWorld, typed: string) {
    const field = valueField(this);
    field.type(typed);
    field.blur();
  },
);

When(
  /^(?:Camille|Jane) types "([^"]*)" as the new card value and saves it$/,
  async function (this: ShopWorld, typed: string) {
    valueField(this).type(typed);
    await openPage(this).saveAmount();
  },
);

When(/^(?:Camille|Jane) saves the new card value$/, async function (this: ShopWorld) {
  assert.equal(editor(this).canSave, true, 'the new card value cannot be saved');
  await openPage(this).saveAmount();
});

/** The bound a min or max message names, in cents, as a person reads it in the feature. */
function boundMessage(bound: string, euros: string): Message {
  const key = bound === 'minimum' ? 'cards.order.min' : 'cards.order.max';
  return { key, values: { bound: { cents: eurosToCents(Number(euros)) } } };
}

const WHOLE_EUROS: Message = { key: 'cards.order.integer' };

Then('the card value editor holds {int} EUR', function (this: ShopWorld, euros: number) {
  const field = valueField(this);
  assert.equal(field.text, String(euros));
  assert.equal(field.sliderCents, euros * 100);
});

Then('the card value editor still holds {string}', function (this: ShopWorld, typed: string) {
  assert.equal(valueField(this).text, typed);
});

Then(
  /^the card value editor says the (minimum|maximum) is ([\d.]+) EUR$/,
  function (this: ShopWorld, bound: string, euros: string) {
    assert.deepEqual(valueField(this).message, boundMessage(bound, euros));
  },
);

Then('the card value editor says only whole euros can be entered', function (this: ShopWorld) {
  assert.deepEqual(valueField(this).message, WHOLE_EUROS);
});

Then('the new card value cannot be saved', async function (this: ShopWorld) {
  const field = editor(this);
  assert.equal(field.canSave, false);
  const before = openPage(this).order;
  await openPage(this).saveAmount();
  assert.equal(openPage(this).order, before, 'the order changed');
  assert.equal(openPage(this).amountEditor, field, 'the card value editor closed');
});

Then('the card value slider stays at {int} EUR', function (this: ShopWorld, euros: number) {
  assert.equal(valueField(this).sliderCents, euros * 100);
});

Then('the card value editor is closed', function (this: ShopWorld) {
  assert.equal(openPage(this).amountEditor, null);
});

// ---------------------------------------------------------------- the landing page's order box

When('Jane types {string} in the order box on the landing page', function (this: ShopWorld, typed: string) {
  orderBox(this).type(typed);
});

When(
  'Jane types {string} in the order box on the landing page and leaves the field',
  function (this: ShopWorld, typed: string) {
    const box = orderBox(this);
    box.type(typed);
    box.blur();
  },
);

When('Jane orders from the order box', async function (this: ShopWorld) {
  await orderBox(this).submit();
  const next = service(this, Navigation).take();
  this.state(paying).boxTarget = next?.kind === 'app' ? next.path : null;
});

Then('the order box holds {int} EUR', function (this: ShopWorld, euros: number) {
  const box = orderBox(this);
  assert.equal(box.text, String(euros));
  assert.equal(box.sliderCents, euros * 100);
});

Then('the order box still holds {string}', function (this: ShopWorld, typed: string) {
  assert.equal(orderBox(this).text, typed);
});

Then(
  /^the order box says the (minimum|maximum) is ([\d.]+) EUR$/,
  function (this: ShopWorld, bound: string, euros: string) {
    assert.deepEqual(orderBox(this).message, boundMessage(bound, euros));
  },
);

Then('the order box says only whole euros can be entered', function (this: ShopWorld) {
  assert.deepEqual(orderBox(this).message, WHOLE_EUROS);
});

Then('the order box cannot be sent', function (this: ShopWorld) {
  assert.equal(orderBox(this).canSubmit, false);
});

Then('the order box sends Jane to register first', function (this: ShopWorld) {
  assert.equal(this.state(paying).boxTarget, paths.auth({ register: true }));
});
