import { formatDay } from './calendarDay';

describe('formatDay', () => {
  it.each([
    ['2026-07-01', '01/07/2026'],
    ['2026-12-31', '31/12/2026'],
  ])('shows %s as %s', (date, shown) => {
    expect(formatDay(date)).toBe(shown);
  });

  it.each(['', '2026-7-01', '01/07/2026', '2026-07-01 10:00:00'])('shows %j unchanged', (date) => {
    expect(formatDay(date)).toBe(date);
  });
});
