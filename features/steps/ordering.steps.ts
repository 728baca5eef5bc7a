import { defineParameterType, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { centsOf } from '../support/tasks/money/euros';
import { orderBoxOf, showOrderBox } from '../support/tasks/ordering/orderBoxOf';
import { cardBuyerRules } from '../support/tasks/ordering/rules/cardBuyerRules';
import { orderAmountRules, type AmountVerdict } from '../support/tasks/ordering/rules/orderAmountRules';
import { paymentMethodRules } from '../support/tasks/ordering/rules/paymentMethodRules';
import { contextOf, WHERE_PICKED } from '../support/tasks/ordering/wherePicked';
import { paymentPageOf } from '../support/tasks/payment/paymentPageOf';
import { payOrder } from '../support/tasks/payment/orderToPay';
import type { ShopWorld } from '../support/world';

// Ordering a card. The order box (ordering/order-box, ordering/paying, ordering/order-amount) is
// driven through its task; the Rule: scenarios (order amount limits, card limit, price breakdown,
// payment methods) ask the shop's rules through the rule tasks.

defineParameterType({ name: 'where_picked', regexp: WHERE_PICKED, transformer: contextOf });

// ---------------------------------------------------------------- the order box

Given(
  'the order box is shown {where_picked}',
  function (this: ShopWorld, where: ReturnType<typeof contextOf>) {
    showOrderBox(this, where);
  },
);

When(
  /^(?:the visitor|Jane) types "([^"]*)" in the order box(?: on the landing page)?$/,
  function (this: ShopWorld, typed: string) {
    orderBoxOf(this).type(typed);
  },
);

When(
  /^(?:the visitor|Jane) types "([^"]*)" in the order box(?: on the landing page)? and leaves the field$/,
  function (this: ShopWorld, typed: string) {
    const box = orderBoxOf(this);
    box.type(typed);
    box.leaveField();
  },
);

When(/^(?:the visitor|Jane) orders from the order box$/, async function (this: ShopWorld) {
  await orderBoxOf(this).order();
});

When(
  '{person} orders a card of {int} EUR from the order box',
  async function (this: ShopWorld, _person: string, euros: number) {
    const box = orderBoxOf(this);
    box.type(String(euros));
    await box.order();
  },
);

Then('the order box holds {int} EUR', function (this: ShopWorld, euros: number) {
  const box = orderBoxOf(this);
  assert.deepEqual(
    { value: box.shownValue(), sliderAt: box.sliderAt() },
    { value: String(euros), sliderAt: centsOf(euros) },
  );
});

Then('the order box still holds {string}', function (this: ShopWorld, typed: string) {
  assert.equal(orderBoxOf(this).shownValue(), typed);
});

Then('the order box says {string}', function (this: ShopWorld, words: string) {
  assert.equal(orderBoxOf(this).message(), words);
});

Then('the order box says nothing', function (this: ShopWorld) {
  assert.equal(orderBoxOf(this).message(), null);
});

Then('the order box cannot be sent', function (this: ShopWorld) {
  assert.equal(orderBoxOf(this).canOrder(), false);
});

Then(
  /^the order box sends (?:Camille|Jane|Lucas) to (register|sign in) first$/,
  function (this: ShopWorld, first: string) {
    assert.deepEqual(orderBoxOf(this).exit(), { to: `${first} first` });
  },
);

Then(/^the order box sends (?:Camille|Jane|Lucas) nowhere$/, function (this: ShopWorld) {
  assert.deepEqual(orderBoxOf(this).exit(), { to: 'nowhere' });
});

Then(
  /^the order box sends (?:Camille|Jane|Lucas) to pay for a card of (\d+) EUR$/,
  async function (this: ShopWorld, euros: string) {
    const exit = orderBoxOf(this).exit();
    assert.ok(exit.to === 'pay', `the order box sent her ${JSON.stringify(exit)}`);
    payOrder(this, exit.orderId);
    const page = paymentPageOf(this);
    await page.visit();
    assert.equal(page.orderedValue(), centsOf(Number(euros)));
  },
);

Then(/^the order box asks (?:Camille|Jane|Lucas) to sign in again$/, function (this: ShopWorld) {
  assert.equal(orderBoxOf(this).askedToSignInAgain(), true);
});

When('{person} signs in again over the order box', async function (this: ShopWorld, person: string) {
  await orderBoxOf(this).signInAgain(person);
});

Then('the shop made {int} order(s)', function (this: ShopWorld, count: number) {
  assert.equal(orderBoxOf(this).ordersMade(), count);
});

// ---------------------------------------------------------------- Rule: the order amount's limits

Given(
  'the order amount is chosen {where_picked}',
  function (this: ShopWorld, where: ReturnType<typeof contextOf>) {
    orderAmountRules(this).chosenIn(where);
  },
);

Given('the consumer may order at most {float} EUR', function (this: ShopWorld, euros: number) {
  orderAmountRules(this).consumerMayOrderAtMost(euros);
});

When('the visitor types {string} as the order amount', function (this: ShopWorld, typed: string) {
  orderAmountRules(this).typed(typed);
});

When('the order amount is set to {float} EUR', function (this: ShopWorld, euros: number) {
  orderAmountRules(this).set(euros);
});

function verdictIs(world: ShopWorld, expected: AmountVerdict): void {
  assert.deepEqual(orderAmountRules(world).verdict(), expected);
}

Then('the order amount is accepted', function (this: ShopWorld) {
  verdictIs(this, { accepted: true });
});

Then(
  /^the order amount is refused as (missing|not a whole number of euros)$/,
  function (this: ShopWorld, refused: 'missing' | 'not a whole number of euros') {
    verdictIs(this, { refused });
  },
);

Then(
  /^the order amount is refused as (below the minimum|above the maximum) of ([\d.]+) EUR$/,
  function (this: ShopWorld, refused: 'below the minimum' | 'above the maximum', euros: string) {
    verdictIs(this, { refused, bound: centsOf(Number(euros)) });
  },
);

Then('the order amount starts at {float} EUR', function (this: ShopWorld, euros: number) {
  assert.equal(orderAmountRules(this).startingValue(), centsOf(euros));
});

Then(
  'the order amount can range from {float} EUR to {float} EUR',
  function (this: ShopWorld, min: number, max: number) {
    assert.deepEqual(orderAmountRules(this).bounds(), { min: centsOf(min), max: centsOf(max) });
  },
);

// ---------------------------------------------------------------- Rule: card buyer, card limit, price

Given('a card buyer without full identity verification', function (this: ShopWorld) {
  cardBuyerRules(this).verifiedFully(false);
});

Given('a fully verified card buyer', function (this: ShopWorld) {
  cardBuyerRules(this).verifiedFully(true);
});

Given('the card buyer has a card holding {float} EUR', function (this: ShopWorld, euros: number) {
  cardBuyerRules(this).holdsCard(euros);
});

Given('the card buyer has a cancelled card that held {float} EUR', function (this: ShopWorld, euros: number) {
  cardBuyerRules(this).holdsCard(euros, true);
});

Given('the card buyer has never had a card', function (this: ShopWorld) {
  assert.equal(cardBuyerRules(this).cardCount(), 0);
});

Then('the card buyer can buy another card', function (this: ShopWorld) {
  assert.equal(cardBuyerRules(this).mayBuyAnotherCard(), true);
});

Then('the card buyer must verify their identity before buying another card', function (this: ShopWorld) {
  assert.equal(cardBuyerRules(this).mayBuyAnotherCard(), false);
});

Then('the card buyer can load at most {float} EUR on a new card', function (this: ShopWorld, euros: number) {
  assert.equal(cardBuyerRules(this).mostOnNewCard(), centsOf(euros));
});

Then('the card buyer has no personal limit on a new card', function (this: ShopWorld) {
  assert.equal(cardBuyerRules(this).mostOnNewCard(), null);
});

When('the card buyer orders a card of {float} EUR', function (this: ShopWorld, euros: number) {
  cardBuyerRules(this).orders(euros);
});

When('the card buyer applies a promo code worth {float} EUR', function (this: ShopWorld, euros: number) {
  cardBuyerRules(this).appliesFixedPromo(euros);
});

When('the card buyer applies a double-the-card-value promo code', function (this: ShopWorld) {
  cardBuyerRules(this).appliesDoubleTheValuePromo();
});

Then('the price breakdown shows a card price of {float} EUR', function (this: ShopWorld, euros: number) {
  assert.equal(cardBuyerRules(this).price().cardPrice, centsOf(euros));
});

Then('the price breakdown shows a creation fee of {float} EUR', function (this: ShopWorld, euros: number) {
  assert.equal(cardBuyerRules(this).price().creationFee, centsOf(euros));
});

Then('the order has no creation fee line', function (this: ShopWorld) {
  const price = cardBuyerRules(this).price();
  assert.deepEqual({ line: price.hasCreationLine, fee: price.creationFee }, { line: false, fee: 0 });
});

Then('the price breakdown shows a service fee of {float} EUR', function (this: ShopWorld, euros: number) {
  assert.equal(cardBuyerRules(this).price().serviceFee, centsOf(euros));
});

Then('the price breakdown shows a discount of {float} EUR', function (this: ShopWorld, euros: number) {
  // The breakdown carries discounts as negative amounts, like the order lines.
  assert.equal(cardBuyerRules(this).price().discount, -centsOf(euros));
});

Then('the discount was worth {float} EUR before its cap', function (this: ShopWorld, euros: number) {
  assert.equal(cardBuyerRules(this).price().originalDiscount, -centsOf(euros));
});

Then('the order total is {float} EUR', function (this: ShopWorld, euros: number) {
  assert.equal(cardBuyerRules(this).price().total, centsOf(euros));
});

// ---------------------------------------------------------------- Rule: payment methods

Given('the payment provider offers a method named {string}', function (this: ShopWorld, name: string) {
  paymentMethodRules(this).providerOffers(name);
});

Given('the payment provider offers {int} payment methods', function (this: ShopWorld, count: number) {
  paymentMethodRules(this).providerOffersMany(count);
});

When('the payment methods are listed', function (this: ShopWorld) {
  // The rules list what the provider offers as soon as it is offered.
});

When('the consumer asks for more payment methods', function (this: ShopWorld) {
  paymentMethodRules(this).askForMore();
});

Then('that payment method is shown as {string}', function (this: ShopWorld, shown: string) {
  assert.equal(paymentMethodRules(this).nameShownForLast(), shown);
});

Then('{int} payment methods are shown', function (this: ShopWorld, count: number) {
  assert.equal(paymentMethodRules(this).shownNames().length, count);
});

Then(/^the more-methods toggle is (offered|not offered)$/, function (this: ShopWorld, offered: string) {
  assert.equal(paymentMethodRules(this).moreMethodsOffered(), offered === 'offered');
});

Then('the first {int} are still shown first', function (this: ShopWorld, count: number) {
  const rules = paymentMethodRules(this);
  assert.deepEqual(rules.shownNames().slice(0, count), rules.offeredNames().slice(0, count));
});
