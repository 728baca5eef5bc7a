import { inProcessTasks } from '../taskPickers';
import { ApplicationOrdersPageTasks } from './ApplicationOrdersPageTasks';
import type { OrdersPageTasks } from './OrdersPageTasks';

/** The scenario's orders page, in-process. */
export const ordersPageOf = inProcessTasks<OrdersPageTasks>(
  'the orders page',
  (world) => new ApplicationOrdersPageTasks(world),
);
