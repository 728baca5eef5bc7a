import { inProcessTasks } from '../taskPickers';
import { ApplicationShopper } from './ApplicationShopper';
import type { ShopperTasks } from './ShopperTasks';

/** The scenario's shopper: set-ups and read-backs, in-process. */
export const shopperOf = inProcessTasks<ShopperTasks>(
  'the shopper',
  (world) => new ApplicationShopper(world),
);
