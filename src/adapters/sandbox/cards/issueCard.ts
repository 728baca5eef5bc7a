import type { Cents } from '../../../domain/money/Cents';
import { CARD_VALIDITY_MONTHS } from '../../../domain/timing';
import type { SandboxContext } from '../SandboxContext';
import { wireDateTime } from '../orders/wireDateTime';
import type { CardRecord } from '../state/SandboxState';
import { testCardNumber, testCvv } from './testCardNumber';

/** MMYY of the month `months` after `issuedAt` (UTC): the card is valid to the end of that month. */
export function expiryAfter(issuedAt: Date, months: number): string {
  const monthIndex = issuedAt.getUTCMonth() + months;
  const month = (monthIndex % 12) + 1;
  const year = (issuedAt.getUTCFullYear() + Math.floor(monthIndex / 12)) % 100;
  return `${String(month).padStart(2, '0')}${String(year).padStart(2, '0')}`;
}

/**
 * Issues an active card holding `value` cents. Its Luhn-valid number and CVV go to the vault;
 * the card carries only their tokens and the last four digits. orderId is null for a replacement card.
 */
export function issueCard(
  context: SandboxContext,
  consumerId: string,
  orderId: string | null,
  value: Cents,
): CardRecord {
  const digits = (count: number) => context.randomDigits(count);
  const number = testCardNumber(digits);
  const now = context.clock();
  const card: CardRecord = {
    id: context.nextId('card'),
    cardId: `C${context.randomDigits(9)}`,
    numberToken: context.tokeniseCardSecret(number),
    cvvToken: context.tokeniseCardSecret(testCvv(digits)),
    expireDate: expiryAfter(now, CARD_VALIDITY_MONTHS),
    cardNumberLastFour: number.slice(-4),
    state: 'ACTIVE',
    isBlocked: false,
    isCancelled: false,
    createdAt: { date: wireDateTime(now) },
    actualBalance: { amount: value },
    availableBalance: { amount: value },
    consumerId,
    orderId,
  };
  context.state.cards.push(card);
  return card;
}
