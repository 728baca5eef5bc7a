import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

// Typed dates are read with dayjs's custom formats (antd's date picker reads them so too).
dayjs.extend(customParseFormat);

/** A date of birth is shown as DD/MM/YYYY; typed the same way, or without leading zeros or slashes. */
export const DATE_FORMATS = ['DD/MM/YYYY', 'D/M/YYYY', 'DDMMYYYY'];
export const ISO_FORMAT = 'YYYY-MM-DD';

/** A whole date typed in one of DATE_FORMATS, as YYYY-MM-DD; null for anything else. */
export function typedDate(text: string): string | null {
  const day = dayjs(text.trim(), DATE_FORMATS, true);
  return day.isValid() ? day.format(ISO_FORMAT) : null;
}

/** How the date field shows a date held as YYYY-MM-DD. */
export const shownDate = (iso: string): string => dayjs(iso).format(DATE_FORMATS[0]);
