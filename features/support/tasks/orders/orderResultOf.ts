import { inProcessTasks } from '../taskPickers';
import { ApplicationOrderResultTasks } from './ApplicationOrderResultTasks';
import type { OrderResultTasks } from './OrderResultTasks';

/** The scenario's order result pages, in-process. */
export const orderResultOf = inProcessTasks<OrderResultTasks>(
  'the order result pages',
  (world) => new ApplicationOrderResultTasks(world),
);
