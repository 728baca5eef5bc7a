import type { ServiceIdentifier } from 'inversify';
import type { Card } from '../../../domain/cards/Card';
import type { Language } from '../../../domain/language/Language';

export type SecureCardField = 'number' | 'cvv';

/**
 * The widget's field names, translated by the caller (adapters hold no user-visible text), and the
 * language they are in, in which the widget tells screen readers the expiry's month.
 */
export interface SecureCardLabels {
  number: string;
  expiry: string;
  cvv: string;
  language: Language;
}

/**
 * Shows a card's number and CVV inside a host element the app cannot read back, and copies them to the
 * clipboard, so the full number never reaches the app's state, logs, URL or storage. What it shows is
 * read by assistive technology like any text of the page: the host must not hide it from them.
 */
export interface SecureCardDisplay {
  show(
    host: HTMLElement,
    card: Pick<Card, 'numberToken' | 'cvvToken' | 'expireDate'>,
    labels: SecureCardLabels,
  ): Promise<() => void>;
  copy(card: Pick<Card, 'numberToken' | 'cvvToken'>, field: SecureCardField): Promise<void>;
}

export const SECURE_CARD_DISPLAY: ServiceIdentifier<SecureCardDisplay> = Symbol.for('SecureCardDisplay');
