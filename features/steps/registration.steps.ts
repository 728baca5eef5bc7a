import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { Consumer } from '../../src/domain/consumer/Consumer';
import {
  aCompleteConsumer,
  aConsumer,
  aFullyKnownConsumer,
} from '../../src/domain/consumer/testing/aConsumer';
import { backTarget, registrationProgress } from '../../src/domain/registration/registrationProgress';
import { firstMissingStep, type RegistrationStep } from '../../src/domain/registration/registrationStep';
import {
  routeDecision,
  type GuardSession,
  type GuardTarget,
  type RouteDecision,
  type RouteFamily,
} from '../../src/domain/registration/routeDecision';
import { hasStepChanged } from '../../src/domain/registration/stepChanges';
import { ScenarioKey, type ShopWorld } from '../support/world';

/** Steps and guard targets as the product owner names them. */
const PLACES: Record<string, GuardTarget> = {
  'e-mail verification': 'verifyEmail',
  'mobile verification': 'verifyMobile',
  'personal information': 'personalInfo',
  'address information': 'addressInfo',
  'financial information': 'financialInfo',
  'the identity check': 'kyc',
  'my cards': 'cards',
  'sign in': 'auth',
  'sign in for the identity upgrade': 'authKyc',
};

/** A regular expression alternative matching exactly one of the given phrases. */
function oneOf(phrases: readonly string[]): string {
  return `(${phrases.map((p) => p.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|')})`;
}

function place(words: string): GuardTarget {
  const target = PLACES[words];
  assert.ok(target, `unknown place "${words}"`);
  return target;
}

function registrationStep(words: string): RegistrationStep {
  const step = place(words);
  assert.ok(step !== 'auth' && step !== 'authKyc', `"${words}" is not a registration step`);
  return step;
}

// ---------------------------------------------------------------- registration steps

const registration = new ScenarioKey('registration', () => ({
  consumer: aCompleteConsumer(),
  step: 'personalInfo' as RegistrationStep,
  changed: null as boolean | null,
}));

const GAPS: Record<string, Partial<Consumer>> = {
  'the e-mail verification': { isEmailVerified: false },
  'the mobile verification': { isMobileVerified: false },
  'their name': { name: null },
  'their surname': { surname: null },
  'their date of birth': { dateOfBirth: null },
  'their address line 1': { addressLine1: null },
  'their city': { city: null },
  'their postal code': { postCode: null },
  'their country': { country: null },
  'their occupation': { occupation: null },
  'their source of funds': { sourceOfFunds: null },
  'the text of their other source of funds': { sourceOfFunds: 'OTHER', sourceOfFundsOther: null },
  'their nationality': { nationality: null },
  'the identity check': { kycLevel: 0 },
  nothing: {},
};

function gap(words: string): Partial<Consumer> {
  const missing = GAPS[words];
  assert.ok(missing, `unknown missing part "${words}"`);
  return missing;
}

Given('a consumer who has just registered', function (this: ShopWorld) {
  this.state(registration).consumer = aConsumer();
});

Given(
  new RegExp(`^a registered consumer who is missing ${oneOf(Object.keys(GAPS))}$`),
  function (this: ShopWorld, missing: string) {
    this.state(registration).consumer = aCompleteConsumer(gap(missing));
  },
);

Given(
  new RegExp(`^the consumer is also missing ${oneOf(Object.keys(GAPS))}$`),
  function (this: ShopWorld, missing: string) {
    const state = this.state(registration);
    state.consumer = { ...state.consumer, ...gap(missing) };
  },
);

const FIELDS: Record<string, 'name' | 'addressLine2' | 'state'> = {
  name: 'name',
  'address line 2': 'addressLine2',
  state: 'state',
};

Given(
  /^a registered consumer whose (name|address line 2|state) is "(.*)"$/,
  function (this: ShopWorld, field: string, answer: string) {
    const key = FIELDS[field];
    assert.ok(key);
    this.state(registration).consumer = aCompleteConsumer({ [key]: answer });
  },
);

Then(
  new RegExp(`^the next registration step is ${oneOf(Object.keys(PLACES))}$`),
  function (this: ShopWorld, step: string) {
    assert.equal(firstMissingStep(this.state(registration).consumer), registrationStep(step));
  },
);

Given(
  /^the consumer is on the (personal information|address information|financial information) step$/,
  function (this: ShopWorld, step: string) {
    this.state(registration).step = registrationStep(step);
  },
);

Then(/^the registration progress bar shows ([\d.]+)%$/, function (this: ShopWorld, percent: string) {
  assert.equal(registrationProgress(this.state(registration).step), Number(percent));
});

Then(new RegExp(`^Back leads to ${oneOf(Object.keys(PLACES))}$`), function (this: ShopWorld, step: string) {
  assert.equal(backTarget(this.state(registration).step), registrationStep(step));
});

Given('a fully registered consumer living in {string}', function (this: ShopWorld, city: string) {
  this.state(registration).consumer = aCompleteConsumer({ city });
});

When('the consumer sends the address step with the city {string}', function (this: ShopWorld, city: string) {
  const state = this.state(registration);
  const { addressLine1, addressLine2, state: region, postCode, country } = state.consumer;
  state.changed = hasStepChanged('addressInfo', state.consumer, {
    addressLine1,
    addressLine2,
    city,
    state: region,
    postCode,
    country,
  });
});

Then('the profile is not updated', function (this: ShopWorld) {
  assert.equal(this.state(registration).changed, false);
});

Then('the profile is updated with the change', function (this: ShopWorld) {
  assert.equal(this.state(registration).changed, true);
});

// ---------------------------------------------------------------- route guard

const guard = new ScenarioKey('route guard', () => ({
  session: { hasToken: false, consumer: null } as GuardSession,
  decision: null as RouteDecision | null,
}));

const VISITORS: Record<string, GuardSession> = {
  'a visitor who is not signed in': { hasToken: false, consumer: null },
  'a visitor whose profile could not be loaded': { hasToken: true, consumer: null },
  'a consumer who still has to verify their e-mail': { hasToken: true, consumer: aConsumer() },
  'a consumer who still has to give their address': {
    hasToken: true,
    consumer: aCompleteConsumer({ addressLine1: null, city: null, kycLevel: 0 }),
  },
  'a consumer who still has to pass the identity check': {
    hasToken: true,
    consumer: aCompleteConsumer({ kycLevel: 0 }),
  },
  'a fully registered consumer': { hasToken: true, consumer: aCompleteConsumer() },
  'a fully verified consumer': { hasToken: true, consumer: aFullyKnownConsumer() },
};

const PAGES: Record<string, [RouteFamily, RegistrationStep | null]> = {
  'the home page': ['public', null],
  'the sign-in page': ['auth', null],
  'the e-mail verification page': ['verification', null],
  'the mobile verification page': ['verification', null],
  'the personal information step': ['registration', 'personalInfo'],
  'the address information step': ['registration', 'addressInfo'],
  'the financial information step': ['registration', 'financialInfo'],
  'the identity check step': ['registration', 'kyc'],
  'the identity upgrade page': ['kycUpgrade', null],
  'my cards': ['protected', null],
  'my orders': ['protected', null],
};

Given(new RegExp(`^${oneOf(Object.keys(VISITORS))}$`), function (this: ShopWorld, who: string) {
  const session = VISITORS[who];
  assert.ok(session);
  this.state(guard).session = session;
});

When(new RegExp(`^they open ${oneOf(Object.keys(PAGES))}$`), function (this: ShopWorld, page: string) {
  const route = PAGES[page];
  assert.ok(route, `unknown page "${page}"`);
  const state = this.state(guard);
  state.decision = routeDecision(route[0], state.session, route[1]);
});

Then('the page opens for them', function (this: ShopWorld) {
  assert.deepEqual(this.state(guard).decision, { kind: 'allow' });
});

Then(
  new RegExp(`^they are sent to ${oneOf(Object.keys(PLACES))}$`),
  function (this: ShopWorld, target: string) {
    assert.deepEqual(this.state(guard).decision, { kind: 'redirect', to: place(target) });
  },
);

Then('they are signed out', function (this: ShopWorld) {
  assert.deepEqual(this.state(guard).decision, { kind: 'logout' });
});
