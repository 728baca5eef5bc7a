import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { RegisterField } from '../../src/presentation/auth/AuthorizationPresenter';
import type { SigningInPlace } from '../support/tasks/signing-in/SigningInTasks';
import { signingInOf } from '../support/tasks/signing-in/signingInOf';
import type { ShopWorld } from '../support/world';

// Registering, signing in and signing out (features/session/sign-up-and-sign-in.feature): each
// sentence is handed to the signing-in tasks (the Authorization page, the one-time-code window, the
// user menu); the steps assert what they answer.

When('Jane registers with her e-mail, mobile number and password', async function (this: ShopWorld) {
  await signingInOf(this).register();
});

When('Jane registers with the e-mail {string}', async function (this: ShopWorld, email: string) {
  await signingInOf(this).register({ email });
});

const REGISTER_FIELDS: Record<string, RegisterField> = {
  'the e-mail address': 'email',
  'the mobile number': 'number',
  'the password': 'password',
};

Then(
  /^the register tab says "([^"]+)" under (the e-mail address|the mobile number|the password)$/,
  function (this: ShopWorld, words: string, field: string) {
    const name = REGISTER_FIELDS[field];
    assert.ok(name, `no field ${field}`);
    assert.equal(signingInOf(this).registerFieldSays(name), words);
  },
);

When('{person} gives her e-mail and password', async function (this: ShopWorld, person: string) {
  await signingInOf(this).signIn(person);
});

When(
  '{person} gives her e-mail and password on the sign-in page opened from the identity upgrade link',
  async function (this: ShopWorld, person: string) {
    await signingInOf(this).signIn(person, { fromIdentityUpgrade: true });
  },
);

When(
  '{person} gives her e-mail and the password {string}',
  async function (this: ShopWorld, person: string, password: string) {
    await signingInOf(this).signIn(person, { password });
  },
);

Then('the sign-in tab says {string}', function (this: ShopWorld, words: string) {
  assert.equal(signingInOf(this).signInSays(), words);
});

Then('a one-time code is texted to {string}', async function (this: ShopWorld, phone: string) {
  const tasks = signingInOf(this);
  assert.equal(tasks.codeWindowOpen(), true, 'the code window did not open');
  const text = await tasks.newestText();
  assert.ok(text, 'no code was texted');
  assert.equal(text.to, phone);
  assert.match(text.code, /^\d{6}$/);
});

Then(
  '{person} was texted {int} one-time code(s)',
  async function (this: ShopWorld, _person: string, count: number) {
    assert.equal(await signingInOf(this).codesTexted(), count);
  },
);

When('{person} enters the one-time code from the outbox', async function (this: ShopWorld, _person: string) {
  await signingInOf(this).enterCodeFromOutbox();
});

When(
  '{person} enters a wrong one-time code {int} times',
  async function (this: ShopWorld, _person: string, times: number) {
    await signingInOf(this).enterWrongCode(times);
  },
);

When('{person} asks for a new one-time code', async function (this: ShopWorld, _person: string) {
  await signingInOf(this).askForNewCode();
});

When('{person} asks for a new one-time code too soon', async function (this: ShopWorld, _person: string) {
  await signingInOf(this).askForNewCodeTooSoon();
});

Then('the code window says {string}', function (this: ShopWorld, words: string) {
  assert.equal(signingInOf(this).codeWindowSays(), words);
});

Then('{person} is signed in as {string}', async function (this: ShopWorld, _person: string, email: string) {
  assert.deepEqual(await signingInOf(this).signedIn(), { shown: email, shopKnows: email });
});

const PLACES: Record<string, SigningInPlace> = {
  'the page asking her to verify her e-mail address': 'verifyEmail',
  'her cards': 'cards',
  'the identity upgrade information': 'identityUpgradeInfo',
  'the sign-in page': 'signIn',
};

Then(
  /^(?:Camille|Jane) lands on (the page asking her to verify her e-mail address|her cards|the identity upgrade information|the sign-in page)$/,
  function (this: ShopWorld, place: string) {
    assert.equal(signingInOf(this).landedOn(), PLACES[place]);
  },
);

Then(
  '{person} lands on the payment page of a card of {int} EUR',
  async function (this: ShopWorld, _person: string, euros: number) {
    assert.equal(await signingInOf(this).landedOnPaymentFor(), euros);
  },
);

When('{person} signs out', async function (this: ShopWorld, _person: string) {
  await signingInOf(this).signOut();
});

Then("{person}'s old session no longer opens anything", async function (this: ShopWorld, _person: string) {
  assert.equal(await signingInOf(this).oldSessionStillOpens(), false);
});
