import type { SandboxCall } from '../../../../src/adapters/sandbox/SandboxApi';
import { app } from '../../scenarioApp';
import type { ShopWorld } from '../../world';

/** The shop's calls a scenario can make go unanswered, in the scenarios' words. */
export type Outage = 'sign-out' | 'cancellation' | 'payment start';

const CALLS: Record<Outage, SandboxCall> = {
  'sign-out': 'logout',
  cancellation: 'cancelOrder',
  'payment start': 'startPayment',
};

/** The shop's sandbox leaves the next such call unanswered, as a lost connection would. */
export function silenceNext(world: ShopWorld, outage: Outage): void {
  if (world.assembly === 'ui') throw new Error('an outage is staged in-process only');
  app(world).sandbox.failNext(CALLS[outage], 'network');
}

/** The shop's card-details widget meets a server error at its next try. */
export function failNextCardDetails(world: ShopWorld): void {
  if (world.assembly === 'ui') throw new Error('a server error is staged in-process only');
  app(world).sandbox.failNext('revealCardSecret', 500);
}
