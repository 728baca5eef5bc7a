import { inProcessTasks, ruleTasks } from '../taskPickers';
import { isUnderRule } from '../underRule';
import type { ShopWorld } from '../../world';
import { ApplicationFieldBoxes } from './ApplicationFieldBoxes';
import { ApplicationForms } from './ApplicationForms';
import type { FieldBoxes } from './FieldBoxes';
import type { FormTasks } from './FormTasks';
import { RuleForms } from './rules/RuleForms';

/** The forms as the screens show them (any scenario). */
export const screenForms = inProcessTasks<FormTasks>(
  'the forms on their screens',
  (world) => new ApplicationForms(world),
);

/** The forms checked on the shop's rules: only for a scenario under a `Rule:`. */
export const ruleForms = ruleTasks('the form rules', () => new RuleForms());

/** A scenario under a `Rule:` checks the form's rules; any other drives the form's screen. */
export function formsOf(world: ShopWorld): FormTasks {
  return isUnderRule(world) ? ruleForms(world) : screenForms(world);
}

/** The special boxes (code, mobile number, country lists), on their screens. */
export const boxesOf = inProcessTasks<FieldBoxes>(
  'the special boxes',
  (world) => new ApplicationFieldBoxes(world),
);
