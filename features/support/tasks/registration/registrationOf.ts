import { inProcessTasks, ruleTasks } from '../taskPickers';
import { ApplicationRegistrationSteps } from './ApplicationRegistrationSteps';
import type { RegistrationStepsTasks } from './RegistrationStepsTasks';
import { RegistrationRules } from './rules/RegistrationRules';

/** The information steps, on their screens. */
export const registrationSteps = inProcessTasks<RegistrationStepsTasks>(
  'the registration steps',
  (world) => new ApplicationRegistrationSteps(world),
);

/** The registration's rules and the page guard, asked directly: only for a scenario under a `Rule:`. */
export const registrationRules = ruleTasks('the registration rules', () => new RegistrationRules());
