import { pageOf } from '../../browserHooks';
import { tasksByProfile } from '../taskPickers';
import { ApplicationShopper } from './ApplicationShopper';
import { BrowserShopper } from './BrowserShopper';
import type { ShopperTasks } from './ShopperTasks';

/** The scenario's shopper: set-ups and read-backs, through the browser on the ui profile, in-process otherwise. */
export const shopperOf = tasksByProfile<ShopperTasks>(
  'the shopper',
  (world) => new ApplicationShopper(world),
  (world) => new BrowserShopper(pageOf(world)),
);
