import type { ServiceIdentifier } from 'inversify';

/** Runs `fn` once after `ms` milliseconds; the returned function cancels it if it has not run yet. */
export interface Scheduler {
  after(ms: number, fn: () => void): () => void;
}

export const SCHEDULER: ServiceIdentifier<Scheduler> = Symbol.for('Scheduler');
