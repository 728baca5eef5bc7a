import { DataTable, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { credentialsOf } from '../support/scenarioApp';
import { centsOf } from '../support/tasks/money/euros';
import { paymentPageOf } from '../support/tasks/payment/paymentPageOf';
import { orderToPay } from '../support/tasks/payment/orderToPay';
import {
  boughtCard,
  newConsumerWithBasicIdentityCheck,
  paidElsewhere,
} from '../support/tasks/payment/shopper';
import type { ShopWorld } from '../support/world';

// A consumer on the payment page (ordering/paying.feature): each sentence handed to the payment
// page task (support/tasks/payment), which drives the page's presenter.

// ---------------------------------------------------------------- consumers

Given(
  'Jane is a newly registered consumer who has passed the basic identity check',
  async function (this: ShopWorld) {
    const { maxAllowed } = await newConsumerWithBasicIdentityCheck(this);
    assert.equal(maxAllowed, centsOf(50), 'the basic identity check does not cap a card at 50 EUR');
  },
);

Given('Jane has bought her first card, of {int} EUR', async function (this: ShopWorld, euros: number) {
  assert.equal(await boughtCard(this, euros), true, 'the first card was not issued');
});

// ---------------------------------------------------------------- the payment page

Given('{person} is on the payment page of her order', async function (this: ShopWorld, _person: string) {
  await paymentPageOf(this).visit();
});

Then('the payment page prices the card at:', async function (this: ShopWorld, table: DataTable) {
  // "free": a first card's creation fee, nothing to pay.
  const expected = table.raw().map(([line, euros]) => [line, euros === 'free' ? 0 : centsOf(Number(euros))]);
  assert.deepEqual(await paymentPageOf(this).priceLines(), expected);
});

When(/^(?:Camille|Jane) chooses "([^"]+)" and presses Pay$/, async function (this: ShopWorld, name: string) {
  await paymentPageOf(this).chooseMethodAndPay(name);
});

Then(/^Pay sends (?:Camille|Jane) to the payment provider$/, function (this: ShopWorld) {
  assert.equal(paymentPageOf(this).wentToProvider(), true, 'Pay did not lead to the payment provider');
});

Then(/^Pay is (enabled|disabled) on the payment page$/, function (this: ShopWorld, state: string) {
  assert.equal(paymentPageOf(this).canPay(), state === 'enabled');
});

When(
  /^the payment provider (declines|approves) (?:Camille|Jane)'s payment$/,
  async function (this: ShopWorld, choice: string) {
    await paymentPageOf(this).providerDecides(choice === 'declines' ? 'decline' : 'approve');
  },
);

When(/^the error page takes (?:Camille|Jane) back to the payment page$/, async function (this: ShopWorld) {
  await paymentPageOf(this).backFromErrorPage();
});

Given(/^(?:Camille|Jane) has paid that order in another browser tab$/, async function (this: ShopWorld) {
  const orderId = orderToPay(this);
  assert.ok(orderId, 'no order was created');
  await paidElsewhere(this, orderId);
});

Then('the payment page says {string}', function (this: ShopWorld, words: string) {
  assert.ok(
    paymentPageOf(this).messages().includes(words),
    `the page says ${JSON.stringify(paymentPageOf(this).messages())}`,
  );
});

Then('the payment methods are greyed out and none is chosen', function (this: ShopWorld) {
  const page = paymentPageOf(this);
  assert.equal(page.methodsGreyedOut(), true);
  assert.equal(page.chosenMethod(), null);
  page.tryToChooseMethod('visa');
  assert.equal(page.chosenMethod(), null, 'a greyed-out method could still be chosen');
});

// ---------------------------------------------------------------- promo codes

When(
  /^(?:Camille|Jane) applies the promo code "([^"]*)" on the payment page$/,
  async function (this: ShopWorld, code: string) {
    await paymentPageOf(this).applyPromo(code);
  },
);

When(/^(?:Camille|Jane) removes the promo code "([^"]*)"$/, async function (this: ShopWorld, code: string) {
  await paymentPageOf(this).removePromo(code);
});

Then('the promo box shows {string} as applied', function (this: ShopWorld, code: string) {
  assert.deepEqual(paymentPageOf(this).appliedPromoCodes(), [code]);
  assert.equal(paymentPageOf(this).promoMessage(), null);
});

Then('the promo box shows no code as applied', function (this: ShopWorld) {
  assert.deepEqual(paymentPageOf(this).appliedPromoCodes(), []);
});

Then('the promo box says {string}', function (this: ShopWorld, words: string) {
  assert.equal(paymentPageOf(this).promoMessage(), words);
});

// ---------------------------------------------------------------- the session countdown

Then(
  'the session countdown on the payment page reads {string}',
  async function (this: ShopWorld, shown: string) {
    assert.equal(await paymentPageOf(this).countdown(), shown);
  },
);

Then(
  /^(\d+) seconds? later the session countdown on the payment page reads "([^"]+)"$/,
  async function (this: ShopWorld, seconds: string, shown: string) {
    await paymentPageOf(this).letTimePass(Number(seconds) * 1000);
    assert.equal(await paymentPageOf(this).countdown(), shown);
  },
);

Then(
  'the sign-in window opens with {string} filled in and locked',
  function (this: ShopWorld, email: string) {
    assert.deepEqual(paymentPageOf(this).signInWindow(), { open: true, email, emailLocked: true });
  },
);

When(
  /^(Camille|Jane) signs in again in the sign-in window with her password and the texted code$/,
  async function (this: ShopWorld, person: string) {
    await paymentPageOf(this).signInAgain(credentialsOf(person).password);
  },
);

Then(
  /^the sign-in window closes and (?:Camille|Jane) stays on the payment page$/,
  function (this: ShopWorld) {
    assert.equal(paymentPageOf(this).stillOnPageWithOrder(), true);
  },
);

// ---------------------------------------------------------------- the card value on the payment page

function valueEditor(world: ShopWorld) {
  const editor = paymentPageOf(world).valueEditor();
  assert.ok(editor, 'the card value editor is not open');
  return editor;
}

When(/^(?:Camille|Jane) changes the card value on the payment page$/, async function (this: ShopWorld) {
  await paymentPageOf(this).openValueEditor();
});

When(
  /^(?:Camille|Jane) types "([^"]*)" as the new card value and leaves the field$/,
  function (this: ShopWorld, typed: string) {
    paymentPageOf(this).typeValue(typed);
    paymentPageOf(this).leaveValueField();
  },
);

When(
  /^(?:Camille|Jane) types "([^"]*)" as the new card value and saves it$/,
  async function (this: ShopWorld, typed: string) {
    paymentPageOf(this).typeValue(typed);
    await paymentPageOf(this).saveValue();
  },
);

When(/^(?:Camille|Jane) saves the new card value$/, async function (this: ShopWorld) {
  assert.equal(valueEditor(this).canSave, true, 'the new card value cannot be saved');
  await paymentPageOf(this).saveValue();
});

Then('the card value editor holds {int} EUR', function (this: ShopWorld, euros: number) {
  const { value, sliderAt } = valueEditor(this);
  assert.deepEqual({ value, sliderAt }, { value: String(euros), sliderAt: centsOf(euros) });
});

Then('the card value editor still holds {string}', function (this: ShopWorld, typed: string) {
  assert.equal(valueEditor(this).value, typed);
});

Then('the card value editor says {string}', function (this: ShopWorld, words: string) {
  assert.equal(valueEditor(this).message, words);
});

Then('the new card value cannot be saved', async function (this: ShopWorld) {
  const page = paymentPageOf(this);
  assert.equal(valueEditor(this).canSave, false);
  const before = page.orderedValue();
  await page.saveValue();
  assert.equal(page.orderedValue(), before, 'the order changed');
  assert.ok(page.valueEditor(), 'the card value editor closed');
});

Then('the card value slider stays at {int} EUR', function (this: ShopWorld, euros: number) {
  assert.equal(valueEditor(this).sliderAt, centsOf(euros));
});

Then('the card value editor is closed', function (this: ShopWorld) {
  assert.equal(paymentPageOf(this).valueEditor(), null);
});
