import { inProcessTasks } from '../taskPickers';
import { ApplicationStatement } from './ApplicationStatement';
import type { StatementTasks } from './StatementTasks';

/** The scenario's statement download, in-process (the browser journey is e2e/statement.spec.ts). */
export const statementTasksOf = inProcessTasks<StatementTasks>(
  'the statement download',
  (world) => new ApplicationStatement(world),
);
