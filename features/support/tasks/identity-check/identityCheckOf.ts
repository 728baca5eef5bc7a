import { inProcessTasks } from '../taskPickers';
import { ApplicationIdentityCheck } from './ApplicationIdentityCheck';
import type { IdentityCheckTasks } from './IdentityCheckTasks';

/** The scenario's identity check, in-process. */
export const identityCheckOf = inProcessTasks<IdentityCheckTasks>(
  'the identity check',
  (world) => new ApplicationIdentityCheck(world),
);
