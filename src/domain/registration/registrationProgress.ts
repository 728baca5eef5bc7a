import type { RegistrationStep } from './registrationStep';

/** The progress bar of the three profile steps, in percent; null for steps without a bar. */
export function registrationProgress(step: RegistrationStep): number | null {
  switch (step) {
    case 'personalInfo':
      return 33.33;
    case 'addressInfo':
      return 66;
    case 'financialInfo':
      return 100;
    default:
      return null;
  }
}

/** Where Back leads from a profile step; null for steps without a Back. */
export function backTarget(step: RegistrationStep): RegistrationStep | null {
  switch (step) {
    case 'personalInfo':
      return 'verifyMobile';
    case 'addressInfo':
      return 'personalInfo';
    case 'financialInfo':
      return 'addressInfo';
    default:
      return null;
  }
}
