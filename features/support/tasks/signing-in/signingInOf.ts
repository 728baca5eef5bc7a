import { inProcessTasks } from '../taskPickers';
import { ApplicationSigningIn } from './ApplicationSigningIn';
import type { SigningInTasks } from './SigningInTasks';

/** The scenario's signing-in tasks, in-process. */
export const signingInOf = inProcessTasks<SigningInTasks>(
  'signing in',
  (world) => new ApplicationSigningIn(world),
);
