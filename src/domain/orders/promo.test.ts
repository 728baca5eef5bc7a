import { anOrderLine } from './testing/anOrder';
import {
  appliedPromoCodes,
  discountTaken,
  DOUBLE_PURCHASE_CAP,
  promoCodeToSend,
  uncappedDiscount,
  type Discount,
} from './promo';

const fixed = (value: number): Discount => ({ kind: 'fixed', code: 'FIXED', value });
const double: Discount = { kind: 'double_purchase', code: 'DOUBLE' };

describe('promo discounts', () => {
  it('caps the double-purchase discount at 25 EUR by default', () => {
    expect(DOUBLE_PURCHASE_CAP).toBe(2500);
  });

  it.each([
    [500, 10000, 500],
    [1000, 10000, 1000],
    [1000, 600, 600],
    [1000, 1000, 1000],
    [1000, 0, 0],
  ])('a fixed discount of %i cents with %i cents due takes off %i cents', (value, payable, taken) => {
    expect(discountTaken(fixed(value), 2000, payable)).toBe(taken);
  });

  it.each([
    [500, 500],
    [2000, 2000],
    [2499, 2499],
    [2500, 2500],
    [2501, 2500],
    [20000, 2500],
  ])('a double-purchase discount on a %i-cent card takes off %i cents', (value, taken) => {
    expect(discountTaken(double, value, 100000)).toBe(taken);
    expect(uncappedDiscount(double, value)).toBe(value);
  });

  it('honours a cap given with the double-purchase discount', () => {
    expect(discountTaken({ kind: 'double_purchase', code: 'D', cap: 1000 }, 5000, 100000)).toBe(1000);
  });

  it('never takes off more than is due', () => {
    expect(discountTaken(double, 2000, 1500)).toBe(1500);
  });
});

describe('promoCodeToSend', () => {
  it.each([
    ['WELCOME', 'WELCOME'],
    ['  spring-5 ', 'spring-5'],
    ['', null],
    ['   ', null],
  ])('sends %j as %j', (text, code) => {
    expect(promoCodeToSend(text)).toBe(code);
  });
});

describe('appliedPromoCodes', () => {
  it('names each code the discount lines carry once, in the order of the lines', () => {
    const discount = (id: string, discountCode: string | null) =>
      anOrderLine({ id, type: 'discount', amount: { amount: -500 }, discountCode });
    const orderLines = [
      anOrderLine(),
      discount('d1', 'DOUBLE'),
      discount('d2', null),
      discount('d3', 'WELCOME5'),
    ];
    expect(appliedPromoCodes({ orderLines: [...orderLines, discount('d4', 'DOUBLE')] })).toEqual([
      'DOUBLE',
      'WELCOME5',
    ]);
    expect(appliedPromoCodes({ orderLines: [anOrderLine()] })).toEqual([]);
  });
});
