import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

const WIRE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const SHOWN_FORMAT = 'DD/MM/YYYY, HH:mm';

/**
 * '2026-03-05 14:07:09' → '05/03/2026, 14:07'. The wall-clock time is kept as sent (no time zone shift).
 * Decision: a date that does not strictly match the wire format is shown unchanged, so the
 * consumer still sees what the issuer sent rather than "Invalid Date" or nothing.
 */
export function formatTransactionDate(date: string): string {
  const parsed = dayjs(date, WIRE_FORMAT, true);
  return parsed.isValid() ? parsed.format(SHOWN_FORMAT) : date;
}
