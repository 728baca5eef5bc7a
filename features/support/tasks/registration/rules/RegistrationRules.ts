import assert from 'node:assert/strict';
import type { Consumer } from '../../../../../src/domain/consumer/Consumer';
import {
  aCompleteConsumer,
  aConsumer,
  aFullyKnownConsumer,
} from '../../../../../src/domain/consumer/testing/aConsumer';
import {
  firstMissingStep,
  type RegistrationStep,
} from '../../../../../src/domain/registration/registrationStep';
import {
  routeDecision,
  type GuardSession,
  type RouteDecision,
  type RouteFamily,
} from '../../../../../src/domain/registration/routeDecision';
import { nameOfPlace } from '../places';

/** What a registered consumer may still be missing, as the product owner says it. */
export const GAPS: Record<string, Partial<Consumer>> = {
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

const ANSWERED_FIELDS: Record<string, 'name' | 'addressLine2' | 'state'> = {
  name: 'name',
  'address line 2': 'addressLine2',
  state: 'state',
};

/** Who opens a page, as the product owner describes them. */
export const VISITORS: Record<string, GuardSession> = {
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

/** The pages, by the kind of guard they have (and the registration step they are). */
export const PAGES: Record<string, [RouteFamily, RegistrationStep | null]> = {
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

/** What the guard does with a visitor, in the product owner's words. */
export type GuardOutcome =
  | { kind: 'opens' }
  | { kind: 'sent to'; place: string }
  | { kind: 'signed out' }
  | { kind: 'asked to sign in over the page' };

function outcomeOf(decision: RouteDecision): GuardOutcome {
  switch (decision.kind) {
    case 'allow':
      return { kind: 'opens' };
    case 'logout':
      return { kind: 'signed out' };
    case 'signInOverPage':
      return { kind: 'asked to sign in over the page' };
    case 'redirect':
      return { kind: 'sent to', place: nameOfPlace(decision.to) };
  }
}

/** The registration's rules, asked directly (for `Rule:` scenarios only). */
export class RegistrationRules {
  private consumer: Consumer = aCompleteConsumer();
  private session: GuardSession = { hasToken: false, consumer: null };
  private decision: RouteDecision | null = null;

  justRegistered(): void {
    this.consumer = aConsumer();
  }

  registeredMissing(missing: string): void {
    this.consumer = aCompleteConsumer(gap(missing));
  }

  alsoMissing(missing: string): void {
    this.consumer = { ...this.consumer, ...gap(missing) };
  }

  registeredAnswering(field: string, answer: string): void {
    const key = ANSWERED_FIELDS[field];
    assert.ok(key, `unknown field "${field}"`);
    this.consumer = aCompleteConsumer({ [key]: answer });
  }

  /** The name of the next registration step. */
  nextStep(): string {
    return nameOfPlace(firstMissingStep(this.consumer));
  }

  visitorIs(who: string): void {
    const session = VISITORS[who];
    assert.ok(session, `unknown visitor "${who}"`);
    this.session = session;
  }

  open(page: string): void {
    const route = PAGES[page];
    assert.ok(route, `unknown page "${page}"`);
    this.decision = routeDecision(route[0], this.session, route[1]);
  }

  outcome(): GuardOutcome {
    assert.ok(this.decision, 'no page was opened');
    return outcomeOf(this.decision);
  }
}

function gap(words: string): Partial<Consumer> {
  const missing = GAPS[words];
  assert.ok(missing, `unknown missing part "${words}"`);
  return missing;
}
