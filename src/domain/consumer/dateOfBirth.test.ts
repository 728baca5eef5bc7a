import {
  DATE_OF_BIRTH_KEYS,
  MINIMUM_AGE_YEARS,
  adulthoodDate,
  dateOfBirthProblem,
  isAdultOn,
  parseDateOfBirth,
} from './dateOfBirth';

/** A local calendar day, as the clock adapter hands it in. */
function day(year: number, month: number, date: number, hour = 12): Date {
  return new Date(year, month - 1, date, hour);
}

describe('parseDateOfBirth', () => {
  it.each([
    ['15/06/2006', '2006-06-15'],
    ['2006-06-15', '2006-06-15'],
    [' 01/01/1990 ', '1990-01-01'],
    ['29/02/2004', '2004-02-29'],
    ['31/12/1999', '1999-12-31'],
  ])('reads %p as %p', (text, iso) => {
    expect(parseDateOfBirth(text)).toBe(iso);
  });

  it.each([
    '31/02/2000',
    '29/02/2001',
    '2000-02-30',
    '31/04/2000',
    '00/01/2000',
    '01/13/2000',
    '1/6/2006',
    '06/15/2006',
    '15-06-2006',
    '2006/06/15',
    '15/06/06',
    'yesterday',
    '',
  ])('refuses %p', (text) => {
    expect(parseDateOfBirth(text)).toBeNull();
  });
});

describe('adulthoodDate', () => {
  it.each([
    ['2006-06-15', '2024-06-15'],
    ['2006-12-31', '2024-12-31'],
    ['2004-02-29', '2022-03-01'],
    ['2008-02-29', '2026-03-01'],
    ['2005-02-28', '2023-02-28'],
  ])('someone born on %s turns 18 on %s', (birth, adult) => {
    expect(adulthoodDate(birth)).toBe(adult);
  });
});

describe('isAdultOn', () => {
  it('needs 18 full years', () => {
    expect(MINIMUM_AGE_YEARS).toBe(18);
    // 17 years and 364 days
    expect(isAdultOn('2006-06-16', day(2024, 6, 15))).toBe(false);
    // exactly 18 years, whatever the hour
    expect(isAdultOn('2006-06-15', day(2024, 6, 15, 0))).toBe(true);
    expect(isAdultOn('2006-06-15', day(2024, 6, 15, 23))).toBe(true);
    expect(isAdultOn('1970-01-01', day(2024, 6, 15))).toBe(true);
  });

  it('makes someone born on 29 February wait for 1 March in a common year', () => {
    expect(isAdultOn('2004-02-29', day(2022, 2, 28))).toBe(false);
    expect(isAdultOn('2004-02-29', day(2022, 3, 1))).toBe(true);
  });

  it('refuses a birth date in the future', () => {
    expect(isAdultOn('2030-01-01', day(2024, 6, 15))).toBe(false);
  });
});

describe('dateOfBirthProblem', () => {
  const today = day(2024, 6, 15);
  it.each([
    ['', DATE_OF_BIRTH_KEYS.required],
    ['  ', DATE_OF_BIRTH_KEYS.required],
    ['31/02/2000', DATE_OF_BIRTH_KEYS.invalid],
    ['15.06.2006', DATE_OF_BIRTH_KEYS.invalid],
    ['16/06/2006', DATE_OF_BIRTH_KEYS.tooYoung],
    ['15/06/2006', null],
    ['2006-06-15', null],
    ['2006-06-16', DATE_OF_BIRTH_KEYS.tooYoung],
  ])('%p: %p', (text, key) => {
    expect(dateOfBirthProblem(text, today)).toBe(key);
  });

  it('uses the spec key for the minimum age', () => {
    expect(DATE_OF_BIRTH_KEYS.tooYoung).toBe('minAgeRequired');
  });
});
