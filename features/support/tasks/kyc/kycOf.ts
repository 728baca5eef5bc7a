import { inProcessTasks, ruleTasks } from '../taskPickers';
import { ApplicationKyc } from './ApplicationKyc';
import type { KycTasks } from './KycTasks';
import { KycRules } from './rules/KycRules';

/** The identity check screen. */
export const kycScreen = inProcessTasks<KycTasks>(
  'the identity check screen',
  (world) => new ApplicationKyc(world),
);

/** The identity check's rules, asked directly: only for a scenario under a `Rule:`. */
export const kycRules = ruleTasks('the identity check rules', () => new KycRules());
