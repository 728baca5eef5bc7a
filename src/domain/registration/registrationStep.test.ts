import type { Consumer } from '../consumer/Consumer';
import { aCompleteConsumer, aConsumer, aFullyKnownConsumer } from '../consumer/testing/aConsumer';
import {
  firstMissingStep,
  isRegistrationComplete,
  isStepBefore,
  type RegistrationStep,
} from './registrationStep';

describe('firstMissingStep', () => {
  it('starts a new registrant at e-mail verification', () => {
    expect(firstMissingStep(aConsumer())).toBe('verifyEmail');
  });

  it.each<[string, Partial<Consumer>, RegistrationStep]>([
    ['e-mail not verified', { isEmailVerified: false }, 'verifyEmail'],
    ['mobile not verified', { isMobileVerified: false }, 'verifyMobile'],
    ['no name', { name: null }, 'personalInfo'],
    ['a blank name', { name: '  ' }, 'personalInfo'],
    ['no surname', { surname: '' }, 'personalInfo'],
    ['no date of birth', { dateOfBirth: null }, 'personalInfo'],
    ['no address line 1', { addressLine1: null }, 'addressInfo'],
    ['no city', { city: ' ' }, 'addressInfo'],
    ['no postal code', { postCode: null }, 'addressInfo'],
    ['no country', { country: '' }, 'addressInfo'],
    ['no occupation', { occupation: null }, 'financialInfo'],
    ['no source of funds', { sourceOfFunds: null }, 'financialInfo'],
    ['no nationality', { nationality: null }, 'financialInfo'],
    ['OTHER source without its text', { sourceOfFunds: 'OTHER', sourceOfFundsOther: null }, 'financialInfo'],
    ['OTHER source with a blank text', { sourceOfFunds: 'OTHER', sourceOfFundsOther: ' ' }, 'financialInfo'],
    ['no identity check', { kycLevel: 0 }, 'kyc'],
  ])('with %s, sends a complete consumer back to %s', (_, gap, step) => {
    expect(firstMissingStep(aCompleteConsumer(gap))).toBe(step);
  });

  it('names the earliest step when several are missing', () => {
    expect(firstMissingStep(aCompleteConsumer({ isMobileVerified: false, city: null, kycLevel: 0 }))).toBe(
      'verifyMobile',
    );
  });

  it.each<[string, Partial<Consumer>]>([
    ['no address line 2', { addressLine2: null }],
    ['no state', { state: null }],
    ['an OTHER source with its text', { sourceOfFunds: 'OTHER', sourceOfFundsOther: 'Lottery win' }],
    ['a leftover other-source text', { sourceOfFunds: 'RENT', sourceOfFundsOther: null }],
  ])('needs nothing more with %s', (_, detail) => {
    expect(firstMissingStep(aCompleteConsumer(detail))).toBe('cards');
  });

  it.each([
    ['level 1', aCompleteConsumer()],
    ['level 2', aFullyKnownConsumer()],
  ])('ends at the cards at %s', (_, consumer) => {
    expect(firstMissingStep(consumer)).toBe('cards');
  });
});

describe('isRegistrationComplete', () => {
  it('is complete when nothing is missing', () => {
    expect(isRegistrationComplete(aCompleteConsumer())).toBe(true);
  });

  it('is incomplete when a step is missing', () => {
    expect(isRegistrationComplete(aCompleteConsumer({ kycLevel: 0 }))).toBe(false);
  });
});

describe('isStepBefore', () => {
  it('follows the registration order', () => {
    expect(isStepBefore('personalInfo', 'addressInfo')).toBe(true);
    expect(isStepBefore('addressInfo', 'addressInfo')).toBe(false);
    expect(isStepBefore('kyc', 'financialInfo')).toBe(false);
  });
});
