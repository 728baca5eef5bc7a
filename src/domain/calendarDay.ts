const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day as the shop shows it: 'YYYY-MM-DD' → 'DD/MM/YYYY' (SPEC section 9).
 * Decision: a date in any other form is shown unchanged rather than hidden.
 */
export function formatDay(day: string): string {
  const match = DAY.exec(day);
  if (!match) return day;
  return `${match[3] ?? ''}/${match[2] ?? ''}/${match[1] ?? ''}`;
}
