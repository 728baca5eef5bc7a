const MMYY = /^(\d{2})(\d{2})$/;

/**
 * The card's MMYY expiry shown as MM/YY ('1227' → '12/27').
 * Decision: anything that is not exactly four digits is shown unchanged rather than hidden.
 */
export function formatExpiry(expireDate: string): string {
  const match = MMYY.exec(expireDate);
  if (!match) return expireDate;
  return `${match[1] ?? ''}/${match[2] ?? ''}`;
}
