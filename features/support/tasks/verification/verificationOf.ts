import { ScenarioKey, type ShopWorld } from '../../world';
import { ApplicationVerification } from './ApplicationVerification';
import type { VerificationTasks } from './VerificationTasks';

const verification = new ScenarioKey('verification', () => ({ tasks: null as VerificationTasks | null }));

/** The scenario's verification pages: in-process (no scenario of theirs runs in the browser yet). */
export function verificationOf(world: ShopWorld): VerificationTasks {
  const state = world.state(verification);
  if (world.assembly === 'ui') throw new Error('the verification pages have no browser tasks yet');
  state.tasks ??= new ApplicationVerification(world);
  return state.tasks;
}
