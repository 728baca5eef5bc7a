import assert from 'node:assert/strict';
import type { GuardTarget } from '../../../../src/domain/registration/routeDecision';

/** The registration steps and the places the guard sends a visitor to, as the product owner names them. */
export const PLACE_NAMES: Record<string, GuardTarget> = {
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

export function placeNamed(words: string): GuardTarget {
  const target = PLACE_NAMES[words];
  assert.ok(target, `unknown place "${words}"`);
  return target;
}

/** The name of a place, as the product owner says it. */
export function nameOfPlace(target: GuardTarget): string {
  const found = Object.entries(PLACE_NAMES).find(([, candidate]) => candidate === target);
  assert.ok(found, `no name for the place ${target}`);
  return found[0];
}

/** A regular expression alternative matching exactly one of the given phrases. */
export function oneOf(phrases: readonly string[]): string {
  return `(${phrases.map((p) => p.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|')})`;
}
