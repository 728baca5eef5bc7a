import type { TransactionStatus } from './Transaction';
import { transactionKind, type TransactionKind } from './transactionKind';

export type TransactionIcon = 'none' | 'cross' | 'clock' | 'warning';
export type TransactionColour = 'none' | 'red' | 'grey' | 'yellow';

export interface TransactionDisplay {
  kind: TransactionKind;
  icon: TransactionIcon;
  colour: TransactionColour;
  /** The blocked text explains it is about identity verification. */
  kycRelated: boolean;
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
    kycRelated: kind === 'blocked' && hasDeclinedKycTransactions,
    struckThrough: kind !== 'settled' && kind !== 'pending',
  };
}
