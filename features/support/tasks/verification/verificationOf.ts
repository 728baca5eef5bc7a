import { inProcessTasks } from '../taskPickers';
import { ApplicationVerification } from './ApplicationVerification';
import type { VerificationTasks } from './VerificationTasks';

/** The scenario's verification pages, in-process. */
export const verificationOf = inProcessTasks<VerificationTasks>(
  'the verification pages',
  (world) => new ApplicationVerification(world),
);
