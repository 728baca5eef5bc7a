import { ScenarioKey, type ShopWorld } from '../../world';
import { ApplicationIdentityCheck } from './ApplicationIdentityCheck';
import type { IdentityCheckTasks } from './IdentityCheckTasks';

const check = new ScenarioKey('identityCheck', () => ({ tasks: null as IdentityCheckTasks | null }));

/** The scenario's identity check: in-process (no scenario of its own runs in the browser yet). */
export function identityCheckOf(world: ShopWorld): IdentityCheckTasks {
  const state = world.state(check);
  if (world.assembly === 'ui') throw new Error('the identity check has no browser tasks yet');
  state.tasks ??= new ApplicationIdentityCheck(world);
  return state.tasks;
}
