import dayjs, { type Dayjs } from 'dayjs';
import { DATE_OF_BIRTH_KEYS, MINIMUM_AGE_YEARS } from './dateOfBirthKeys';

export { DATE_OF_BIRTH_KEYS, MINIMUM_AGE_YEARS };

const TYPED_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_FORMAT = 'YYYY-MM-DD';

function asIsoText(text: string): string | null {
  const typed = TYPED_DATE.exec(text);
  if (typed) return `${typed[3]}-${typed[2]}-${typed[1]}`;
  return ISO_DATE.test(text) ? text : null;
}

/**
 * A date of birth typed as DD/MM/YYYY (or given as YYYY-MM-DD by the date picker) as an ISO
 * date 'YYYY-MM-DD'; null when the text is neither, or names a day that does not exist
 * (31/02/2000): dayjs rolls such days over, so the round trip must give back the same text.
 */
export function parseDateOfBirth(text: string): string | null {
  const iso = asIsoText(text.trim());
  if (iso === null) return null;
  const date = dayjs(iso);
  return date.isValid() && date.format(ISO_FORMAT) === iso ? iso : null;
}

/**
 * The day someone born on `dateOfBirth` (ISO) turns 18. Born on 29 February, that is 1 March
 * in a common year: dayjs alone would say 28 February, a day before the person has lived
 * 18 full years.
 */
export function adulthoodDate(dateOfBirth: string): string {
  const birth = dayjs(dateOfBirth);
  const birthday: Dayjs = birth.add(MINIMUM_AGE_YEARS, 'year');
  const leapDayBirth = birth.month() === 1 && birth.date() === 29;
  const moved = leapDayBirth && birthday.date() !== 29;
  return (moved ? birthday.add(1, 'day') : birthday).format(ISO_FORMAT);
}

/** At least 18 years old on the calendar day of `today` (local time). */
export function isAdultOn(dateOfBirth: string, today: Date): boolean {
  return dayjs(today).format(ISO_FORMAT) >= adulthoodDate(dateOfBirth);
}

/** The first broken date-of-birth rule, or null: required, a real date, at least 18 on `today`. */
export function dateOfBirthProblem(text: string, today: Date): string | null {
  if (text.trim() === '') return DATE_OF_BIRTH_KEYS.required;
  const dateOfBirth = parseDateOfBirth(text);
  if (dateOfBirth === null) return DATE_OF_BIRTH_KEYS.invalid;
  return isAdultOn(dateOfBirth, today) ? null : DATE_OF_BIRTH_KEYS.tooYoung;
}
