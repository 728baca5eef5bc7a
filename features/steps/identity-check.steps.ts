import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { identityCheckOf } from '../support/tasks/identity-check/identityCheckOf';
import type { ShopWorld } from '../support/world';

// The identity check during registration (features/kyc/identity-check-during-registration.feature):
// each sentence goes to the identity-check tasks, which drive the screen and the sandbox widget.

Given(
  'Jane has registered, verified her e-mail and mobile and filled in her profile',
  async function (this: ShopWorld) {
    await identityCheckOf(this).readyForTheCheck();
  },
);

Given('Jane opens the identity check', async function (this: ShopWorld) {
  await identityCheckOf(this).open();
});

When('Jane submits her documents in the identity widget', async function (this: ShopWorld) {
  await identityCheckOf(this).submitDocuments();
});

When("the reviewer approves Jane's documents", async function (this: ShopWorld) {
  await identityCheckOf(this).reviewerApproves();
});

When('the identity widget tells Jane her documents were rejected', async function (this: ShopWorld) {
  await identityCheckOf(this).widgetRejects();
});

When('Jane uses Simulate Success', async function (this: ShopWorld) {
  await identityCheckOf(this).simulateSuccess();
});

Then('the identity check says {string}', function (this: ShopWorld, words: string) {
  assert.deepEqual(identityCheckOf(this).says(), [words]);
});

Then(
  '{int} seconds later the identity check still says nothing about the check',
  async function (this: ShopWorld, seconds: number) {
    const check = identityCheckOf(this);
    await check.wait(seconds * 1000);
    assert.deepEqual(check.says(), []);
    assert.equal(check.movedToCards(), false);
  },
);

Then('Jane is on her cards', function (this: ShopWorld) {
  assert.equal(identityCheckOf(this).movedToCards(), true);
});

Then(
  '{int} second(s) later Jane is on her cards with the basic check passed',
  async function (this: ShopWorld, seconds: number) {
    const check = identityCheckOf(this);
    await check.wait(seconds * 1000);
    assert.equal(check.movedToCards(), true);
    assert.equal(check.levelPassed(), 1);
  },
);

Then("the shop stops asking for Jane's identity status", function (this: ShopWorld) {
  assert.equal(identityCheckOf(this).anythingScheduled(), false);
});

Then(
  '{int} second(s) later Jane is still on the identity check',
  async function (this: ShopWorld, seconds: number) {
    const check = identityCheckOf(this);
    await check.wait(seconds * 1000);
    assert.equal(check.offersCards(), false);
    assert.equal(check.movedToCards(), false);
  },
);
