import { backTarget, registrationProgress } from './registrationProgress';
import { REGISTRATION_STEPS, type RegistrationStep } from './registrationStep';

const profileSteps: RegistrationStep[] = ['personalInfo', 'addressInfo', 'financialInfo'];
const otherSteps = REGISTRATION_STEPS.filter((step) => !profileSteps.includes(step));

describe('registrationProgress', () => {
  it.each<[RegistrationStep, number]>([
    ['personalInfo', 33.33],
    ['addressInfo', 66],
    ['financialInfo', 100],
  ])('fills the bar of %s to %p percent', (step, percent) => {
    expect(registrationProgress(step)).toBe(percent);
  });

  it.each(otherSteps)('shows no bar on %s', (step) => {
    expect(registrationProgress(step)).toBeNull();
  });
});

describe('backTarget', () => {
  it.each<[RegistrationStep, RegistrationStep]>([
    ['personalInfo', 'verifyMobile'],
    ['addressInfo', 'personalInfo'],
    ['financialInfo', 'addressInfo'],
  ])('goes back from %s to %s', (step, target) => {
    expect(backTarget(step)).toBe(target);
  });

  it.each(otherSteps)('offers no Back on %s', (step) => {
    expect(backTarget(step)).toBeNull();
  });
});
