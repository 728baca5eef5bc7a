import { inProcessTasks } from '../taskPickers';
import { ApplicationTransactionsScreens } from './ApplicationTransactionsScreens';
import type { TransactionsScreens } from './TransactionsScreens';

/** The scenario's transactions section and transaction detail page, in-process. */
export const transactionsScreensOf = inProcessTasks<TransactionsScreens>(
  'the transactions screens',
  (world) => new ApplicationTransactionsScreens(world),
);
