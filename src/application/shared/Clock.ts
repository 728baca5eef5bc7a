import type { ServiceIdentifier } from 'inversify';

/** The only source of "now"; tests and the sandbox set it. */
export interface Clock {
  now(): Date;
}

export const CLOCK: ServiceIdentifier<Clock> = Symbol.for('Clock');
