import { ScenarioKey, type ShopWorld } from '../../world';
import { ApplicationSigningIn } from './ApplicationSigningIn';
import type { SigningInTasks } from './SigningInTasks';

const tasks = new ScenarioKey('signing-in tasks', () => ({ tasks: null as SigningInTasks | null }));

/** The scenario's signing-in tasks: in-process (no scenario of theirs runs in the browser yet). */
export function signingInOf(world: ShopWorld): SigningInTasks {
  if (world.assembly === 'ui') throw new Error('signing in has no browser tasks yet');
  const state = world.state(tasks);
  state.tasks ??= new ApplicationSigningIn(world);
  return state.tasks;
}
