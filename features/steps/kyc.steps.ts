import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { kycRules, kycScreen } from '../support/tasks/kyc/kycOf';
import { PASSED, REPORTS, STAGES } from '../support/tasks/kyc/rules/KycRules';
import { oneOf } from '../support/tasks/registration/places';
import { isUnderRule } from '../support/tasks/underRule';
import type { ShopWorld } from '../support/world';

const STAGE = oneOf(Object.keys(STAGES));

// A scenario under a `Rule:` follows the check on the shop's rules; any other drives the screen.

Given(
  new RegExp(`^the (full )?identity check is ${STAGE}$`),
  async function (this: ShopWorld, full: string | undefined, stage: string) {
    if (isUnderRule(this)) kycRules(this).isAt(stage);
    else await kycScreen(this).checkAt(stage, full ? 'full' : 'basic');
  },
);

When(new RegExp(`^${oneOf(Object.keys(REPORTS))}$`), function (this: ShopWorld, report: string) {
  kycRules(this).reported(report);
});

Then(new RegExp(`^the identity check is (?:now|still) ${STAGE}$`), function (this: ShopWorld, stage: string) {
  assert.equal(kycRules(this).stage(), stage);
});

Then(
  'the identity status is still asked for every {int} seconds',
  async function (this: ShopWorld, seconds: number) {
    assert.equal(await kycScreen(this).statusAskedEvery(), seconds);
  },
);

Then('the identity status is no longer asked for', async function (this: ShopWorld) {
  assert.equal(await kycScreen(this).statusAskedEvery(), null);
});

Then(/^the button to go to my cards is (shown|hidden)$/, async function (this: ShopWorld, how: string) {
  assert.equal(await kycScreen(this).cardsButtonShown(), how === 'shown');
});

Then('it moves to my cards after {int} seconds', async function (this: ShopWorld, seconds: number) {
  assert.deepEqual(await kycScreen(this).buttonMovesOn(), { seconds, to: 'my cards' });
});

Then('the identity check screen shows no message', async function (this: ShopWorld) {
  assert.equal(await kycScreen(this).message(), null);
});

Then('the identity check screen says {string}', async function (this: ShopWorld, words: string) {
  assert.equal(await kycScreen(this).message(), words);
});

Given(
  new RegExp(`^a consumer who has passed ${oneOf(Object.keys(PASSED))}$`),
  function (this: ShopWorld, passed: string) {
    kycRules(this).hasPassed(passed);
  },
);

When('the consumer opens the identity check', function (this: ShopWorld) {
  kycRules(this).opensTheCheck();
});

Then('the identity check aims at level {int}', function (this: ShopWorld, level: number) {
  assert.equal(kycRules(this).aimedLevel(), level);
});

Then(
  'the identity check screen has the title and description of level {int}',
  function (this: ShopWorld, level: number) {
    const rules = kycRules(this);
    assert.deepEqual(rules.screenTexts(), rules.textsOfLevel(level));
  },
);
