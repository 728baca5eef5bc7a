import { flow } from '../../scenarioApp';
import type { ShopWorld } from '../../world';

/** Lets the scenario's time move on: the shop's timers due meanwhile run, in order. */
export async function letTimePass(world: ShopWorld, ms: number): Promise<void> {
  await world.state(flow).time.advance(ms);
}
