import { pageOf } from '../../browserHooks';
import { tasksByProfile } from '../taskPickers';
import { ApplicationDeactivationPages } from './ApplicationDeactivationPages';
import { BrowserDeactivationPages } from './BrowserDeactivationPages';
import type { DeactivationPages } from './DeactivationPages';

/** The scenario's deactivation pages: through the browser on the ui profile, in-process otherwise. */
export const deactivationPagesOf = tasksByProfile<DeactivationPages>(
  'the deactivation pages',
  (world) => new ApplicationDeactivationPages(world),
  (world) => new BrowserDeactivationPages(pageOf(world)),
);
