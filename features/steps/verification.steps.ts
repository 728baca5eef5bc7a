import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { verificationOf } from '../support/tasks/verification/verificationOf';
import type { ShopWorld } from '../support/world';

// Verifying the e-mail address and the mobile number (features/registration/verification.feature):
// each sentence goes to the verification tasks, which drive the verification pages.

Given('Jane has just registered', async function (this: ShopWorld) {
  await verificationOf(this).registered();
});

Given('Jane has verified her e-mail address', async function (this: ShopWorld) {
  await verificationOf(this).emailVerified();
});

Given('Jane is on the page asking her to verify her e-mail address', async function (this: ShopWorld) {
  await verificationOf(this).openEmailPage();
});

When('Jane asks for the verification e-mail again', async function (this: ShopWorld) {
  await verificationOf(this).resendEmail();
});

Then('Jane cannot ask for the e-mail again yet', function (this: ShopWorld) {
  assert.equal(verificationOf(this).canResendEmail(), false);
});

Then('the e-mail verification page says {string}', function (this: ShopWorld, words: string) {
  const said = verificationOf(this).emailPageSays();
  assert.ok(said.includes(words), `the page says ${JSON.stringify(said)}`);
});

When('Jane opens the link of the newest verification e-mail', async function (this: ShopWorld) {
  await verificationOf(this).openEmailLink(true);
});

When('Jane opens a verification link with a nonce the shop never sent', async function (this: ShopWorld) {
  await verificationOf(this).openEmailLink(false);
});

Then("the link's page says her e-mail address is verified", function (this: ShopWorld) {
  assert.equal(verificationOf(this).linkVerified(), true);
});

Then("the link's page says it was unable to verify her e-mail address", function (this: ShopWorld) {
  assert.equal(verificationOf(this).linkVerified(), false);
});

Then("the link's page leads on to the mobile verification", function (this: ShopWorld) {
  assert.equal(verificationOf(this).linkContinuesToMobile(), true);
});

Given('Jane is on the page asking her to verify her mobile number', async function (this: ShopWorld) {
  await verificationOf(this).openMobilePage();
});

When('Jane enters the SMS code from the outbox', async function (this: ShopWorld) {
  await verificationOf(this).typeMobileCode(true);
});

When('Jane enters a wrong SMS code', async function (this: ShopWorld) {
  await verificationOf(this).typeMobileCode(false);
});

Then('Jane moves on to the page saying her mobile number is verified', function (this: ShopWorld) {
  assert.equal(verificationOf(this).movedToMobileSuccess(), true);
});

Then('the mobile verification page says the code is invalid', function (this: ShopWorld) {
  assert.equal(verificationOf(this).mobileCodeRefused(), true);
});

Then('Jane stays on the mobile verification page', function (this: ShopWorld) {
  assert.equal(verificationOf(this).movedToMobileSuccess(), false);
});
