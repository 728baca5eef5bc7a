import type { ServiceIdentifier } from 'inversify';
import type { Cents } from '../../../domain/money/Cents';

/** The card amount a signed-out visitor chose, kept under the spec's `newOrder` key until sign-in. */
export interface NewOrderStore {
  load(): Cents | null;
  save(amount: Cents): void;
  clear(): void;
}

export const NEW_ORDER_STORE: ServiceIdentifier<NewOrderStore> = Symbol.for('NewOrderStore');
