import type { TransactionStatus } from './Transaction';
import { transactionKind, type TransactionKind } from './transactionKind';

export type TransactionIcon = 'none' | 'cross' | 'clock' | 'warning';
export type TransactionColour = 'none' | 'red' | 'grey' | 'yellow';
/** The status in words: a blocked one names the identity verification when it is about it. */
export type TransactionWording = TransactionKind | 'blockedKyc';

export interface TransactionDisplay {
  kind: TransactionKind;
  icon: TransactionIcon;
  colour: TransactionColour;
  wording: TransactionWording;
  /** The amount is struck through: the money did not (and will not) move. */
  struckThrough: boolean;
}

const LOOKS: Record<TransactionKind, Pick<TransactionDisplay, 'icon' | 'colour'>> = {
  settled: { icon: 'none', colour: 'none' },
  declined: { icon: 'cross', colour: 'red' },
  pending: { icon: 'clock', colour: 'grey' },
  blocked: { icon: 'warning', colour: 'yellow' },
};

/** How a transaction looks in the list and on its detail page (precedence of flags: see transactionKind). */
export function transactionDisplay(
  status: TransactionStatus,
  hasDeclinedKycTransactions: boolean,
): TransactionDisplay {
  const kind = transactionKind(status);
  return {
    kind,
    ...LOOKS[kind],
    wording: kind === 'blocked' && hasDeclinedKycTransactions ? 'blockedKyc' : kind,
    struckThrough: kind !== 'settled' && kind !== 'pending',
  };
}
