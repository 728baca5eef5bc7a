import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { textOfLength } from '../support/tasks/validation/FormTasks';
import { boxesOf, formsOf, ruleForms } from '../support/tasks/validation/formsOf';
import type { ShopWorld } from '../support/world';

// A scenario under a `Rule:` checks the form on the shop's rules; any other fills in the form's
// screen. "accepted" means the field shows no message.

const ACCEPTED = 'accepted';

Given('a correctly filled-in {string} form', async function (this: ShopWorld, name: string) {
  await formsOf(this).fillInCorrectly(name);
});

Given('the personal information is checked on {string}', function (this: ShopWorld, day: string) {
  ruleForms(this).checkOn(day);
});

Given("the consumer's current e-mail address is {string}", function (this: ShopWorld, email: string) {
  ruleForms(this).replacingEmail(email);
});

When(
  'the {string} field of the form holds {string}',
  async function (this: ShopWorld, label: string, value: string) {
    await formsOf(this).fill(label, value);
  },
);

When('the {string} field of the form is left empty', async function (this: ShopWorld, label: string) {
  await formsOf(this).fill(label, '');
});

When(
  'the {string} field of the form holds {int} characters',
  async function (this: ShopWorld, label: string, length: number) {
    await formsOf(this).fill(label, textOfLength(label, length));
  },
);

When(
  'the {string} field of the form holds {int} digits',
  async function (this: ShopWorld, label: string, count: number) {
    await formsOf(this).fill(label, '6'.repeat(count));
  },
);

When('the terms and conditions box is left unticked', async function (this: ShopWorld) {
  await formsOf(this).untickTerms();
});

Then('the form can be sent', async function (this: ShopWorld) {
  assert.equal(await formsOf(this).canBeSent(), true);
});

Then('the form accepts the {string} field', async function (this: ShopWorld, label: string) {
  assert.equal(await formsOf(this).answerFor(label), null);
});

Then(
  "the form's answer for the {string} field is {string}",
  async function (this: ShopWorld, label: string, answer: string) {
    assert.equal(await formsOf(this).answerFor(label), answer === ACCEPTED ? null : answer);
  },
);

Then(
  'the {string} field of the form notes {string}',
  async function (this: ShopWorld, label: string, note: string) {
    assert.equal(await formsOf(this).noteFor(label), note === 'nothing' ? null : note);
  },
);

Then(
  'the dial country preselected in the {string} form is {string}',
  async function (this: ShopWorld, name: string, country: string) {
    assert.equal(await formsOf(this).preselectedDialCountry(name), country);
  },
);

// ---------------------------------------------------------------- boxes

When('the visitor types {string} into the mobile number box', async function (this: ShopWorld, text: string) {
  await boxesOf(this).typeIntoMobileNumberBox(text);
});

When('the visitor types {string} into the code box', async function (this: ShopWorld, text: string) {
  await boxesOf(this).typeIntoCodeBox(text);
});

const typedInto = (world: ShopWorld) => boxesOf(world).lastTyping();

Then('the mobile number box keeps {string}', function (this: ShopWorld, kept: string) {
  assert.equal(typedInto(this).shown, kept);
});

Then('the code box shows {string}', function (this: ShopWorld, shown: string) {
  assert.equal(typedInto(this).shown, shown);
});

Then('the code box says {string}', function (this: ShopWorld, message: string) {
  assert.equal(typedInto(this).message, message === 'nothing' ? null : message);
});

Then(
  /^the code is (sent without pressing a button|waiting for more digits)$/,
  function (this: ShopWorld, how: string) {
    assert.equal(typedInto(this).sent, how === 'sent without pressing a button');
  },
);

Then(
  'the dial code offered for {string} is {string}',
  async function (this: ShopWorld, country: string, code: string) {
    assert.equal(await boxesOf(this).dialCodeOffered(country), code);
  },
);

Then('the address country list starts with {string}', async function (this: ShopWorld, first: string) {
  const expected = first.split(',').map((country) => country.trim());
  assert.deepEqual((await boxesOf(this).addressCountries()).slice(0, expected.length), expected);
});

Then('the address country list offers {int} countries', async function (this: ShopWorld, count: number) {
  assert.equal((await boxesOf(this).addressCountries()).length, count);
});

Then(
  'the country preselected in the address form is {string}',
  async function (this: ShopWorld, country: string) {
    assert.equal(await boxesOf(this).preselectedAddressCountry(), country);
  },
);
