import type { ServiceIdentifier } from 'inversify';

/** Fresh identifiers nobody can guess (idempotency keys): the only source of them. */
export interface UniqueIds {
  next(): string;
}

export const UNIQUE_IDS: ServiceIdentifier<UniqueIds> = Symbol.for('UniqueIds');
