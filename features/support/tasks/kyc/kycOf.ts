import { isUnderRule } from '../validation/underRule';
import { ScenarioKey, type ShopWorld } from '../../world';
import { ApplicationKyc } from './ApplicationKyc';
import type { KycTasks } from './KycTasks';
import { KycRules } from './rules/KycRules';

const kyc = new ScenarioKey('identity check tasks', () => ({
  screen: null as ApplicationKyc | null,
  rules: null as KycRules | null,
}));

/** The identity check screen. */
export function kycScreen(world: ShopWorld): KycTasks {
  const state = world.state(kyc);
  state.screen ??= new ApplicationKyc(world);
  return state.screen;
}

/** The identity check's rules, asked directly: only for a scenario under a `Rule:`. */
export function kycRules(world: ShopWorld): KycRules {
  if (!isUnderRule(world)) throw new Error('only a scenario under a Rule: checks the rules without a screen');
  const state = world.state(kyc);
  state.rules ??= new KycRules();
  return state.rules;
}
