import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { PLACE_NAMES, oneOf } from '../support/tasks/registration/places';
import { registrationRules, registrationSteps } from '../support/tasks/registration/registrationOf';
import { GAPS, PAGES, VISITORS } from '../support/tasks/registration/rules/RegistrationRules';
import type { ShopWorld } from '../support/world';

const PLACES = Object.keys(PLACE_NAMES);

// ---------------------------------------------------------------- the next step (rules)

Given('a consumer who has just registered', function (this: ShopWorld) {
  registrationRules(this).justRegistered();
});

Given(
  new RegExp(`^a registered consumer who is missing ${oneOf(Object.keys(GAPS))}$`),
  function (this: ShopWorld, missing: string) {
    registrationRules(this).registeredMissing(missing);
  },
);

Given(
  new RegExp(`^the consumer is also missing ${oneOf(Object.keys(GAPS))}$`),
  function (this: ShopWorld, missing: string) {
    registrationRules(this).alsoMissing(missing);
  },
);

Given(
  /^a registered consumer whose (name|address line 2|state) is "(.*)"$/,
  function (this: ShopWorld, field: string, answer: string) {
    registrationRules(this).registeredAnswering(field, answer);
  },
);

Then(
  new RegExp(`^the next registration step is ${oneOf(PLACES)}$`),
  function (this: ShopWorld, step: string) {
    assert.equal(registrationRules(this).nextStep(), step);
  },
);

// ---------------------------------------------------------------- the information steps (screens)

Given(
  /^the consumer is on the (personal information|address information|financial information) step$/,
  async function (this: ShopWorld, step: string) {
    await registrationSteps(this).openStep(step);
  },
);

Then(/^the registration progress bar shows ([\d.]+)%$/, async function (this: ShopWorld, percent: string) {
  assert.equal(await registrationSteps(this).progress(), Number(percent));
});

Then(new RegExp(`^Back leads to ${oneOf(PLACES)}$`), async function (this: ShopWorld, place: string) {
  assert.equal(await registrationSteps(this).backLeadsTo(), place);
});

Given('a fully registered consumer living in {string}', async function (this: ShopWorld, city: string) {
  await registrationSteps(this).fullyRegisteredLivingIn(city);
});

When(
  'the consumer sends the address step with the city {string}',
  async function (this: ShopWorld, city: string) {
    await registrationSteps(this).sendAddressStepWithCity(city);
  },
);

Then('the profile is not updated', async function (this: ShopWorld) {
  assert.equal(await registrationSteps(this).profileUpdatesSent(), 0);
});

Then('the profile is updated with the change', async function (this: ShopWorld) {
  assert.equal(await registrationSteps(this).profileUpdatesSent(), 1);
});

// ---------------------------------------------------------------- the page guard (rules)

Given(new RegExp(`^${oneOf(Object.keys(VISITORS))}$`), function (this: ShopWorld, who: string) {
  registrationRules(this).visitorIs(who);
});

When(new RegExp(`^they open ${oneOf(Object.keys(PAGES))}$`), function (this: ShopWorld, page: string) {
  registrationRules(this).open(page);
});

Then('the page opens for them', function (this: ShopWorld) {
  assert.deepEqual(registrationRules(this).outcome(), { kind: 'opens' });
});

Then(new RegExp(`^they are sent to ${oneOf(PLACES)}$`), function (this: ShopWorld, place: string) {
  assert.deepEqual(registrationRules(this).outcome(), { kind: 'sent to', place });
});

Then('they are signed out', function (this: ShopWorld) {
  assert.deepEqual(registrationRules(this).outcome(), { kind: 'signed out' });
});

Then('they are asked to sign in again over the page', function (this: ShopWorld) {
  assert.deepEqual(registrationRules(this).outcome(), { kind: 'asked to sign in over the page' });
});
