import { formatTransactionDate } from './transactionDate';

describe('formatTransactionDate', () => {
  it.each([
    ['2026-03-05 14:07:09', '05/03/2026, 14:07'],
    ['2026-12-31 23:59:59', '31/12/2026, 23:59'],
    ['2024-02-29 00:00:00', '29/02/2024, 00:00'],
  ])('shows %s as %s', (date, shown) => {
    expect(formatTransactionDate(date)).toBe(shown);
  });

  it.each([
    '',
    'yesterday',
    '2026-03-05',
    '2026-03-05T14:07:09',
    '2026-13-05 14:07:09',
    '2025-02-29 10:00:00',
    '2026-03-05 24:00:00',
  ])('shows %j unchanged', (date) => {
    expect(formatTransactionDate(date)).toBe(date);
  });
});
