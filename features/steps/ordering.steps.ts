import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { Card } from '../../src/domain/cards/Card';
import { aCard } from '../../src/domain/cards/testing/aCard';
import type { Cents } from '../../src/domain/money/Cents';
import { eurosToCents } from '../../src/domain/money/euroConversion';
import { parseEuros } from '../../src/domain/money/parseEuros';
import { isCardLimitReached, maxOrderAmountFor } from '../../src/domain/orders/cardLimit';
import { isFirstCard } from '../../src/domain/orders/fees';
import {
  amountBounds,
  clampAmount,
  defaultOrderAmount,
  type AmountBounds,
  type AmountContext,
} from '../../src/domain/orders/orderAmount';
import { validateAmount, type AmountError } from '../../src/domain/orders/orderAmountValidation';
import { buildOrderLines } from '../../src/domain/orders/orderLines';
import { priceBreakdown } from '../../src/domain/orders/priceBreakdown';
import type { Discount } from '../../src/domain/orders/promo';
import type { PaymentMethod } from '../../src/domain/payment/PaymentMethod';
import { friendlyPaymentMethodName } from '../../src/domain/payment/paymentMethodName';
import { hasMorePaymentMethods, visiblePaymentMethods } from '../../src/domain/payment/visiblePaymentMethods';
import { ScenarioKey, type ShopWorld } from '../support/world';

// ---------------------------------------------------------------- order amount

const amountState = new ScenarioKey('order amount', () => ({
  context: 'ordering' as AmountContext,
  cap: null as Cents | null,
  fieldText: '',
  error: null as AmountError | null,
}));

const PLACES: Record<string, AmountContext> = {
  'on the landing page': 'landing',
  'while ordering a card': 'ordering',
};

function boundsOf(world: ShopWorld): AmountBounds {
  const { context, cap } = world.state(amountState);
  return amountBounds(context, { maxAllowedAmount: cap === null ? null : { amount: cap } });
}

Given(
  /^the order amount is chosen (on the landing page|while ordering a card)$/,
  function (this: ShopWorld, place: string) {
    const context = PLACES[place];
    assert.ok(context, `unknown place ${place}`);
    this.state(amountState).context = context;
  },
);

Given('the consumer may order at most {float} EUR', function (this: ShopWorld, euros: number) {
  this.state(amountState).cap = eurosToCents(euros);
});

When('the visitor types {string} as the order amount', function (this: ShopWorld, typed: string) {
  const state = this.state(amountState);
  state.fieldText = typed;
  state.error = validateAmount(typed, boundsOf(this));
});

When('the order amount is set to {float} EUR', function (this: ShopWorld, euros: number) {
  this.state(amountState).error = validateAmount(eurosToCents(euros), boundsOf(this));
});

When(
  'the visitor leaves the order amount field after typing {string}',
  function (this: ShopWorld, typed: string) {
    const state = this.state(amountState);
    const parsed = parseEuros(typed);
    state.fieldText = parsed.ok ? String(clampAmount(parsed.cents, boundsOf(this)) / 100) : typed;
    state.error = validateAmount(state.fieldText, boundsOf(this));
  },
);

Then('the order amount is accepted', function (this: ShopWorld) {
  assert.equal(this.state(amountState).error, null);
});

Then('the order amount is refused as missing', function (this: ShopWorld) {
  assert.deepEqual(this.state(amountState).error, { key: 'cards.order.required' });
});

Then('the order amount is refused as not a whole number of euros', function (this: ShopWorld) {
  assert.deepEqual(this.state(amountState).error, { key: 'cards.order.integer' });
});

Then(
  'the order amount is refused as below the minimum of {float} EUR',
  function (this: ShopWorld, euros: number) {
    assert.deepEqual(this.state(amountState).error, { key: 'cards.order.min', bound: eurosToCents(euros) });
  },
);

Then(
  'the order amount is refused as above the maximum of {float} EUR',
  function (this: ShopWorld, euros: number) {
    assert.deepEqual(this.state(amountState).error, { key: 'cards.order.max', bound: eurosToCents(euros) });
  },
);

Then('the order amount field holds {float} EUR', function (this: ShopWorld, euros: number) {
  const parsed = parseEuros(this.state(amountState).fieldText);
  assert.deepEqual(parsed, { ok: true, cents: eurosToCents(euros) });
});

Then('the order amount field still holds {string}', function (this: ShopWorld, text: string) {
  assert.equal(this.state(amountState).fieldText, text);
});

Then('the order amount starts at {float} EUR', function (this: ShopWorld, euros: number) {
  assert.equal(defaultOrderAmount(boundsOf(this)), eurosToCents(euros));
});

Then(
  'the order amount can range from {float} EUR to {float} EUR',
  function (this: ShopWorld, min: number, max: number) {
    assert.deepEqual(boundsOf(this), { min: eurosToCents(min), max: eurosToCents(max) });
  },
);

// ---------------------------------------------------------------- card buyer and card limit

const buyerState = new ScenarioKey('card buyer', () => ({ isFullyKnown: false, cards: [] as Card[] }));

function addCard(world: ShopWorld, euros: number, isCancelled: boolean): void {
  const buyer = world.state(buyerState);
  const id = `card-${buyer.cards.length + 1}`;
  const balance = { amount: eurosToCents(euros) };
  buyer.cards.push(aCard({ id, cardId: id, isCancelled, availableBalance: balance, actualBalance: balance }));
}

Given('a card buyer without full identity verification', function (this: ShopWorld) {
  this.state(buyerState).isFullyKnown = false;
});

Given('a fully verified card buyer', function (this: ShopWorld) {
  this.state(buyerState).isFullyKnown = true;
});

Given('the card buyer has a card holding {float} EUR', function (this: ShopWorld, euros: number) {
  addCard(this, euros, false);
});

Given('the card buyer has a cancelled card that held {float} EUR', function (this: ShopWorld, euros: number) {
  addCard(this, euros, true);
});

Given('the card buyer has never had a card', function (this: ShopWorld) {
  assert.equal(this.state(buyerState).cards.length, 0);
});

Then('the card buyer can buy another card', function (this: ShopWorld) {
  assert.equal(isCardLimitReached(this.state(buyerState)), false);
});

Then('the card buyer must verify their identity before buying another card', function (this: ShopWorld) {
  assert.equal(isCardLimitReached(this.state(buyerState)), true);
});

Then('the card buyer can load at most {float} EUR on a new card', function (this: ShopWorld, euros: number) {
  assert.equal(maxOrderAmountFor(this.state(buyerState)), eurosToCents(euros));
});

Then('the card buyer has no personal limit on a new card', function (this: ShopWorld) {
  assert.equal(maxOrderAmountFor(this.state(buyerState)), null);
});

// ---------------------------------------------------------------- price breakdown

const priceState = new ScenarioKey('price breakdown', () => ({ cardValue: 0, discounts: [] as Discount[] }));

function orderLinesOf(world: ShopWorld) {
  const { cardValue, discounts } = world.state(priceState);
  return buildOrderLines(cardValue, { isFirstCard: isFirstCard(world.state(buyerState)) }, discounts);
}

function breakdownOf(world: ShopWorld) {
  return priceBreakdown({ orderLines: orderLinesOf(world) });
}

When('the card buyer orders a card of {float} EUR', function (this: ShopWorld, euros: number) {
  this.state(priceState).cardValue = eurosToCents(euros);
});

When('the card buyer applies a promo code worth {float} EUR', function (this: ShopWorld, euros: number) {
  this.state(priceState).discounts.push({ kind: 'fixed', code: 'FIXED', value: eurosToCents(euros) });
});

When('the card buyer applies a double-the-card-value promo code', function (this: ShopWorld) {
  this.state(priceState).discounts.push({ kind: 'double_purchase', code: 'DOUBLE' });
});

Then('the price breakdown shows a card price of {float} EUR', function (this: ShopWorld, euros: number) {
  assert.equal(breakdownOf(this).cardPrice, eurosToCents(euros));
});

Then('the price breakdown shows a creation fee of {float} EUR', function (this: ShopWorld, euros: number) {
  assert.equal(breakdownOf(this).creationFee, eurosToCents(euros));
});

Then('the price breakdown has no creation fee line', function (this: ShopWorld) {
  const creationLines = orderLinesOf(this).filter((line) => line.description === 'card_creation');
  assert.deepEqual(creationLines, []);
  assert.equal(breakdownOf(this).creationFee, 0);
});

Then('the price breakdown shows a service fee of {float} EUR', function (this: ShopWorld, euros: number) {
  assert.equal(breakdownOf(this).serviceFee, eurosToCents(euros));
});

Then('the price breakdown shows a discount of {float} EUR', function (this: ShopWorld, euros: number) {
  // The breakdown carries discounts as negative amounts, like the order lines.
  assert.equal(breakdownOf(this).discount, -eurosToCents(euros));
});

Then('the discount was worth {float} EUR before its cap', function (this: ShopWorld, euros: number) {
  assert.equal(breakdownOf(this).originalDiscount, -eurosToCents(euros));
});

Then('the order total is {float} EUR', function (this: ShopWorld, euros: number) {
  assert.equal(breakdownOf(this).total, eurosToCents(euros));
});

// ---------------------------------------------------------------- payment methods

const paymentState = new ScenarioKey('payment methods', () => ({
  offered: [] as PaymentMethod[],
  showAll: false,
  listed: false,
}));

function paymentMethod(index: number, name: string): PaymentMethod {
  return { id: `method-${index}`, label: name, name, logo: `https://example.test/logo-${index}.svg` };
}

Given('the payment provider offers a method named {string}', function (this: ShopWorld, name: string) {
  const state = this.state(paymentState);
  state.offered.push(paymentMethod(state.offered.length + 1, name));
});

Given('the payment provider offers {int} payment methods', function (this: ShopWorld, count: number) {
  this.state(paymentState).offered = Array.from({ length: count }, (_, index) =>
    paymentMethod(index + 1, `Method ${index + 1}`),
  );
});

When('the payment methods are listed', function (this: ShopWorld) {
  this.state(paymentState).listed = true;
});

When('the consumer asks for more payment methods', function (this: ShopWorld) {
  this.state(paymentState).showAll = true;
});

function shownMethods(world: ShopWorld): PaymentMethod[] {
  const state = world.state(paymentState);
  assert.ok(state.listed, 'the payment methods were not listed');
  return visiblePaymentMethods(state.offered, state.showAll);
}

Then('that payment method is shown as {string}', function (this: ShopWorld, shown: string) {
  const method = this.state(paymentState).offered.at(-1);
  assert.ok(method, 'no payment method offered');
  assert.equal(friendlyPaymentMethodName(method), shown);
});

Then('{int} payment methods are shown', function (this: ShopWorld, count: number) {
  assert.equal(shownMethods(this).length, count);
});

Then(/^the more-methods toggle is (offered|not offered)$/, function (this: ShopWorld, offered: string) {
  assert.equal(hasMorePaymentMethods(this.state(paymentState).offered), offered === 'offered');
});

Then('the first {int} are still shown first', function (this: ShopWorld, count: number) {
  const { offered } = this.state(paymentState);
  assert.deepEqual(shownMethods(this).slice(0, count), offered.slice(0, count));
});
