import {
  amountBounds,
  clampAmount,
  defaultOrderAmount,
  nearestOrderAmount,
  LANDING_ORDER_AMOUNT_MAX,
  ORDER_AMOUNT_DEFAULT,
  ORDER_AMOUNT_MIN,
  ORDERING_ORDER_AMOUNT_MAX,
} from './orderAmount';

const capped = (amount: number) => ({ maxAllowedAmount: { amount } });

describe('order amount constants', () => {
  it('follow the spec: 5 EUR minimum, 20 EUR default, 150 EUR landing and 200 EUR ordering maximum', () => {
    expect([
      ORDER_AMOUNT_MIN,
      ORDER_AMOUNT_DEFAULT,
      LANDING_ORDER_AMOUNT_MAX,
      ORDERING_ORDER_AMOUNT_MAX,
    ]).toEqual([500, 2000, 15000, 20000]);
  });
});

describe('amountBounds', () => {
  it.each([
    ['landing', 15000],
    ['ordering', 20000],
  ] as const)('offers 5 EUR up to the %s maximum without a consumer', (context, max) => {
    expect(amountBounds(context)).toEqual({ min: 500, max });
  });

  it.each([
    ['landing', 15000],
    ['ordering', 20000],
  ] as const)('ignores a consumer without a cap in the %s box', (context, max) => {
    expect(amountBounds(context, { maxAllowedAmount: null })).toEqual({ min: 500, max });
  });

  it.each([
    // [context, maxAllowedAmount, expected max]
    ['ordering', 5000, 5000],
    ['ordering', 5001, 5000],
    ['ordering', 4999, 4900],
    ['ordering', 19999, 19900],
    ['ordering', 20000, 20000],
    ['ordering', 20001, 20000],
    ['ordering', 50000, 20000],
    ['landing', 14999, 14900],
    ['landing', 15000, 15000],
    ['landing', 15001, 15000],
    ['landing', 5000, 5000],
  ] as const)('in the %s box a cap of %i cents gives a maximum of %i cents', (context, cap, max) => {
    expect(amountBounds(context, capped(cap))).toEqual({ min: 500, max });
  });

  it.each([
    [500, 500],
    [499, 500],
    [100, 500],
    [0, 500],
  ])('never lowers the maximum below the minimum (cap %i cents gives %i)', (cap, max) => {
    expect(amountBounds('ordering', capped(cap))).toEqual({ min: 500, max });
  });
});

describe('clampAmount', () => {
  const bounds = { min: 500, max: 20000 };

  it.each([
    [499, 500],
    [500, 500],
    [0, 500],
    [-100, 500],
    [2000, 2000],
    [19999, 19999],
    [20000, 20000],
    [20001, 20000],
    [999900, 20000],
  ])('pulls %i cents to %i cents', (cents, clamped) => {
    expect(clampAmount(cents, bounds)).toBe(clamped);
  });

  it('uses a lowered maximum', () => {
    expect(clampAmount(10000, amountBounds('ordering', capped(5000)))).toBe(5000);
  });
});

describe('nearestOrderAmount', () => {
  const bounds = { min: 500, max: 15000 };

  it.each([
    [10000, 10000],
    [10049, 10000],
    [10050, 10100],
    [9951.7, 10000],
    [420, 500],
    [-300, 500],
    [15049, 15000],
    [99999, 15000],
  ])('takes %d cents to the whole euros %i inside the bounds', (cents, nearest) => {
    expect(nearestOrderAmount(cents, bounds)).toBe(nearest);
  });
});

describe('defaultOrderAmount', () => {
  it('starts at 20 EUR', () => {
    expect(defaultOrderAmount(amountBounds('ordering'))).toBe(2000);
    expect(defaultOrderAmount(amountBounds('landing'))).toBe(2000);
  });

  it('starts at the maximum when a cap is below 20 EUR', () => {
    expect(defaultOrderAmount(amountBounds('ordering', capped(1500)))).toBe(1500);
  });
});
