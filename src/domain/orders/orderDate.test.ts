import { formatOrderDate } from './orderDate';

describe('the date of an order on the orders page', () => {
  it.each([
    ['2026-03-05 14:07:09', '05/03/2026'],
    ['2026-12-31 23:59:59', '31/12/2026'],
    ['2026-01-01 00:00:00', '01/01/2026'],
  ])('shows %s as %s', (sent, shown) => {
    expect(formatOrderDate(sent)).toBe(shown);
  });

  it.each(['2026-03-05T14:07:09', '2025-02-29 10:00:00', ''])(
    'shows an unexpected date "%s" as sent',
    (sent) => {
      expect(formatOrderDate(sent)).toBe(sent);
    },
  );
});
