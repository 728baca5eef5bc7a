import { pageOf } from '../../browserHooks';
import { tasksByProfile } from '../taskPickers';
import { ApplicationBlockCardPage } from './ApplicationBlockCardPage';
import type { BlockCardPage } from './BlockCardPage';
import { BrowserBlockCardPage } from './BrowserBlockCardPage';

/** The scenario's Block Card page: through the browser on the ui profile, in-process otherwise. */
export const blockCardPageOf = tasksByProfile<BlockCardPage>(
  'the Block Card page',
  (world) => new ApplicationBlockCardPage(world),
  (world) => new BrowserBlockCardPage(pageOf(world)),
);
