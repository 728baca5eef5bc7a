import type { Consumer } from '../consumer/Consumer';

/** The registration steps in the order a consumer goes through them; 'cards' is where it ends. */
export const REGISTRATION_STEPS = [
  'verifyEmail',
  'verifyMobile',
  'personalInfo',
  'addressInfo',
  'financialInfo',
  'kyc',
  'cards',
] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** A field is missing when it is null or holds only spaces. */
export function isBlank(value: string | null): boolean {
  return value === null || value.trim() === '';
}

const isDone: Record<Exclude<RegistrationStep, 'cards'>, (consumer: Consumer) => boolean> = {
  verifyEmail: (c) => c.isEmailVerified,
  verifyMobile: (c) => c.isMobileVerified,
  // Address line 2 and state are optional, so they never hold the consumer back.
  personalInfo: (c) => !isBlank(c.name) && !isBlank(c.surname) && !isBlank(c.dateOfBirth),
  addressInfo: (c) =>
    !isBlank(c.addressLine1) && !isBlank(c.city) && !isBlank(c.postCode) && !isBlank(c.country),
  financialInfo: (c) =>
    c.occupation !== null &&
    c.sourceOfFunds !== null &&
    !isBlank(c.nationality) &&
    (c.sourceOfFunds !== 'OTHER' || !isBlank(c.sourceOfFundsOther)),
  kyc: (c) => c.kycLevel > 0,
};

/** The first step the consumer still has to do; 'cards' once registration is complete. */
export function firstMissingStep(consumer: Consumer): RegistrationStep {
  return REGISTRATION_STEPS.find((step) => step !== 'cards' && !isDone[step](consumer)) ?? 'cards';
}

export function isRegistrationComplete(consumer: Consumer): boolean {
  return firstMissingStep(consumer) === 'cards';
}

/** Whether `step` comes before `other` in the registration order. */
export function isStepBefore(step: RegistrationStep, other: RegistrationStep): boolean {
  return REGISTRATION_STEPS.indexOf(step) < REGISTRATION_STEPS.indexOf(other);
}
