import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

const WIRE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const SHOWN_FORMAT = 'DD/MM/YYYY';

/**
 * The day an order was placed, as the orders page shows it: '2026-03-05 14:07:09' → '05/03/2026'
 * (SPEC section 9, dates DD/MM/YYYY). As for transactions, a date that does not strictly match the
 * wire format is shown as sent rather than as "Invalid Date".
 */
export function formatOrderDate(date: string): string {
  const parsed = dayjs(date, WIRE_FORMAT, true);
  return parsed.isValid() ? parsed.format(SHOWN_FORMAT) : date;
}
