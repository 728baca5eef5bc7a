import type { Transaction } from './Transaction';

/**
 * Why a declined payment was declined, in the words the detail page can honestly use. The issuer
 * sends no reason code (SPEC section 8: codes not shown); it only lists the payments it declined for
 * want of identity verification (declined-KYC transactions).
 * - identityVerification: the payment is among them.
 * - refused: any other refusal (balance too low, card not usable for that payment…); the page
 *   names the usual causes without claiming which one it was.
 */
export type DeclineReason = 'identityVerification' | 'refused';

export function declineReason(
  transaction: Pick<Transaction, 'id'>,
  declinedKycTransactions: readonly Pick<Transaction, 'id'>[],
): DeclineReason {
  return declinedKycTransactions.some((declined) => declined.id === transaction.id)
    ? 'identityVerification'
    : 'refused';
}
