import { inProcessTasks } from '../taskPickers';
import { ApplicationBlockCardPage } from './ApplicationBlockCardPage';
import type { BlockCardPage } from './BlockCardPage';

/** The scenario's Block Card page, in-process. */
export const blockCardPageOf = inProcessTasks<BlockCardPage>(
  'the Block Card page',
  (world) => new ApplicationBlockCardPage(world),
);
