import type { Consumer } from '../consumer/Consumer';
import { aCompleteConsumer, aConsumer, aFullyKnownConsumer } from '../consumer/testing/aConsumer';
import type { RegistrationStep } from './registrationStep';
import { routeDecision, type GuardSession, type RouteFamily } from './routeDecision';

const signedOut: GuardSession = { hasToken: false, consumer: null };
const tokenWithoutProfile: GuardSession = { hasToken: true, consumer: null };
const signedIn = (consumer: Consumer): GuardSession => ({ hasToken: true, consumer });
const complete = signedIn(aCompleteConsumer());
const fullyKnown = signedIn(aFullyKnownConsumer());
/** Verified, personal info given, address missing. */
const atAddress = signedIn(aCompleteConsumer({ addressLine1: null, kycLevel: 0 }));
const atKyc = signedIn(aCompleteConsumer({ kycLevel: 0 }));
const newcomer = signedIn(aConsumer());

describe('routeDecision', () => {
  describe('public pages', () => {
    it.each([signedOut, tokenWithoutProfile, newcomer, complete])('are always shown', (session) => {
      expect(routeDecision('public', session)).toEqual({ kind: 'allow' });
    });
  });

  describe('the Authorization page', () => {
    it.each([signedOut, tokenWithoutProfile, newcomer, atKyc])(
      'is shown to anyone not fully registered',
      (session) => {
        expect(routeDecision('auth', session)).toEqual({ kind: 'allow' });
      },
    );

    it.each([complete, fullyKnown])('sends a fully registered consumer to the cards', (session) => {
      expect(routeDecision('auth', session)).toEqual({ kind: 'redirect', to: 'cards' });
    });
  });

  describe('verification pages', () => {
    it.each([newcomer, atAddress, atKyc])('are shown to a consumer still registering', (session) => {
      expect(routeDecision('verification', session)).toEqual({ kind: 'allow' });
    });

    it('send a fully registered consumer to the cards', () => {
      expect(routeDecision('verification', complete)).toEqual({ kind: 'redirect', to: 'cards' });
    });
  });

  describe.each<RouteFamily>(['verification', 'registration', 'protected'])(
    '%s pages without a consumer',
    (family) => {
      it('log a visitor without a token out', () => {
        expect(routeDecision(family, signedOut, 'personalInfo')).toEqual({ kind: 'logout' });
      });

      it('ask a stored token whose profile could not be read (an expired session) to sign in over the page', () => {
        expect(routeDecision(family, tokenWithoutProfile, 'personalInfo')).toEqual({
          kind: 'signInOverPage',
        });
      });
    },
  );

  describe('registration steps', () => {
    it.each<RegistrationStep>(['personalInfo', 'addressInfo'])(
      'show %s to a consumer whose first missing step is the address',
      (step) => {
        expect(routeDecision('registration', atAddress, step)).toEqual({ kind: 'allow' });
      },
    );

    it.each<RegistrationStep>(['financialInfo', 'kyc'])(
      'send a consumer skipping ahead to %s back',
      (step) => {
        expect(routeDecision('registration', atAddress, step)).toEqual({
          kind: 'redirect',
          to: 'addressInfo',
        });
      },
    );

    it('send an unverified consumer to e-mail verification', () => {
      expect(routeDecision('registration', newcomer, 'personalInfo')).toEqual({
        kind: 'redirect',
        to: 'verifyEmail',
      });
    });

    it('show the level-1 identity check when it is the first missing step', () => {
      expect(routeDecision('registration', atKyc, 'kyc')).toEqual({ kind: 'allow' });
    });

    it('send to the first missing step when the step shown is not known', () => {
      expect(routeDecision('registration', atAddress)).toEqual({ kind: 'redirect', to: 'addressInfo' });
    });

    it.each<RegistrationStep>(['personalInfo', 'kyc'])(
      'send a fully registered consumer from %s to the cards',
      (step) => {
        expect(routeDecision('registration', complete, step)).toEqual({ kind: 'redirect', to: 'cards' });
      },
    );
  });

  describe('the KYC upgrade pages', () => {
    it('send a visitor without a token to Authorization with kyc', () => {
      expect(routeDecision('kycUpgrade', signedOut)).toEqual({ kind: 'redirect', to: 'authKyc' });
    });

    it('ask a stored token whose profile could not be read (an expired session) to sign in over the page', () => {
      expect(routeDecision('kycUpgrade', tokenWithoutProfile)).toEqual({ kind: 'signInOverPage' });
    });

    it('are shown to a registered consumer at level 1', () => {
      expect(routeDecision('kycUpgrade', complete)).toEqual({ kind: 'allow' });
    });

    it('send a fully known consumer to the cards', () => {
      expect(routeDecision('kycUpgrade', fullyKnown)).toEqual({ kind: 'redirect', to: 'cards' });
    });

    it('send a consumer still registering to the first missing step', () => {
      expect(routeDecision('kycUpgrade', atKyc)).toEqual({ kind: 'redirect', to: 'kyc' });
    });
  });

  describe('other signed-in pages', () => {
    it.each([complete, fullyKnown])('are shown to a fully registered consumer', (session) => {
      expect(routeDecision('protected', session)).toEqual({ kind: 'allow' });
    });

    it.each<[GuardSession, RegistrationStep]>([
      [newcomer, 'verifyEmail'],
      [atAddress, 'addressInfo'],
      [atKyc, 'kyc'],
    ])('send a consumer still registering to the first missing step', (session, step) => {
      expect(routeDecision('protected', session)).toEqual({ kind: 'redirect', to: step });
    });
  });
});
