import { isUnderRule } from './underRule';
import { ScenarioKey, type ShopWorld } from '../../world';
import { ApplicationFieldBoxes } from './ApplicationFieldBoxes';
import { ApplicationForms } from './ApplicationForms';
import type { FieldBoxes } from './FieldBoxes';
import type { FormTasks } from './FormTasks';
import { RuleForms } from './rules/RuleForms';

const forms = new ScenarioKey('validation forms', () => ({
  screen: null as ApplicationForms | null,
  rules: null as RuleForms | null,
  boxes: null as ApplicationFieldBoxes | null,
}));

/** The forms as the screens show them (any scenario). */
export function screenForms(world: ShopWorld): FormTasks {
  const state = world.state(forms);
  state.screen ??= new ApplicationForms(world);
  return state.screen;
}

/** The forms checked on the shop's rules: only for a scenario under a `Rule:`. */
export function ruleForms(world: ShopWorld): RuleForms {
  if (!isUnderRule(world)) throw new Error('only a scenario under a Rule: checks the rules without a screen');
  const state = world.state(forms);
  state.rules ??= new RuleForms();
  return state.rules;
}

/** A scenario under a `Rule:` checks the form's rules; any other drives the form's screen. */
export function formsOf(world: ShopWorld): FormTasks {
  return isUnderRule(world) ? ruleForms(world) : screenForms(world);
}

/** The special boxes (code, mobile number, country lists), on their screens. */
export function boxesOf(world: ShopWorld): FieldBoxes {
  const state = world.state(forms);
  state.boxes ??= new ApplicationFieldBoxes(world);
  return state.boxes;
}
