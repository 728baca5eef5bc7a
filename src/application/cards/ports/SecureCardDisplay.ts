import type { ServiceIdentifier } from 'inversify';
import type { Card } from '../../../domain/cards/Card';

export type SecureCardField = 'number' | 'cvv';

/**
 * Shows a card's number and CVV inside a host element the app cannot read back, and copies them to the
 * clipboard, so the full number never reaches the app's state, logs, URL or storage.
 */
export interface SecureCardDisplay {
  show(host: HTMLElement, card: Pick<Card, 'numberToken' | 'cvvToken' | 'expireDate'>): Promise<() => void>;
  copy(card: Pick<Card, 'numberToken' | 'cvvToken'>, field: SecureCardField): Promise<void>;
}

export const SECURE_CARD_DISPLAY: ServiceIdentifier<SecureCardDisplay> = Symbol.for('SecureCardDisplay');
