import type { ShopWorld } from '../../world';
import { ApplicationShopper } from './ApplicationShopper';
import type { ShopperTasks } from './ShopperTasks';

/** The shopper of the scenario: in-process only (no scenario using it runs in the browser). */
export function shopperOf(world: ShopWorld): ShopperTasks {
  if (world.assembly === 'ui') throw new Error('the shopper tasks run on the application profile only');
  return new ApplicationShopper(world);
}
