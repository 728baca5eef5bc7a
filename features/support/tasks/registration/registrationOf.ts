import { isUnderRule } from '../validation/underRule';
import { ScenarioKey, type ShopWorld } from '../../world';
import { ApplicationRegistrationSteps } from './ApplicationRegistrationSteps';
import type { RegistrationStepsTasks } from './RegistrationStepsTasks';
import { RegistrationRules } from './rules/RegistrationRules';

const registration = new ScenarioKey('registration tasks', () => ({
  steps: null as ApplicationRegistrationSteps | null,
  rules: null as RegistrationRules | null,
}));

/** The information steps, on their screens. */
export function registrationSteps(world: ShopWorld): RegistrationStepsTasks {
  const state = world.state(registration);
  state.steps ??= new ApplicationRegistrationSteps(world);
  return state.steps;
}

/** The registration's rules and the page guard, asked directly: only for a scenario under a `Rule:`. */
export function registrationRules(world: ShopWorld): RegistrationRules {
  if (!isUnderRule(world)) throw new Error('only a scenario under a Rule: checks the rules without a screen');
  const state = world.state(registration);
  state.rules ??= new RegistrationRules();
  return state.rules;
}
