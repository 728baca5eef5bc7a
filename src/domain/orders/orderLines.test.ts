import type { OrderLine } from './Order';
import { buildOrderLines, orderTotal } from './orderLines';

const summary = (lines: OrderLine[]) =>
  lines.map((line) => [line.type, line.description, line.amount.amount]);

describe('buildOrderLines', () => {
  it('lists the card, the creation fee and the service fee for a second card', () => {
    expect(summary(buildOrderLines(2000, { isFirstCard: false }))).toEqual([
      ['product', 'card', 2000],
      ['fee', 'card_creation', 250],
      ['fee', 'service', 100],
    ]);
  });

  it('leaves the creation fee line out for a first card', () => {
    expect(summary(buildOrderLines(2000, { isFirstCard: true }))).toEqual([
      ['product', 'card', 2000],
      ['fee', 'service', 100],
    ]);
  });

  it('gives every line its own id and no discount code outside discounts', () => {
    const lines = buildOrderLines(1010, { isFirstCard: false });
    expect(new Set(lines.map((line) => line.id)).size).toBe(lines.length);
    expect(lines.every((line) => line.discountCode === null)).toBe(true);
  });

  it('adds a fixed discount as a negative line carrying its code', () => {
    const lines = buildOrderLines(2000, { isFirstCard: false }, [
      { kind: 'fixed', code: 'WELCOME5', value: 500 },
    ]);
    expect(lines[3]).toMatchObject({
      type: 'discount',
      description: 'fixed',
      amount: { amount: -500 },
      discountCode: 'WELCOME5',
    });
    expect(lines[3]?.originalAmount).toBeUndefined();
    expect(orderTotal(lines)).toBe(2000 + 250 + 100 - 500);
  });

  it('limits a fixed discount to what is due so the total stops at zero', () => {
    const lines = buildOrderLines(500, { isFirstCard: true }, [{ kind: 'fixed', code: 'BIG', value: 10000 }]);
    expect(lines[2]?.amount.amount).toBe(-525);
    expect(orderTotal(lines)).toBe(0);
  });

  it.each([
    // [card value, discount taken, original discount]
    [2000, 2000, 2000],
    [2500, 2500, 2500],
    [2600, 2500, 2600],
    [20000, 2500, 20000],
  ])(
    'a double-purchase discount on %i cents takes %i cents off and remembers %i cents',
    (value, taken, original) => {
      const lines = buildOrderLines(value, { isFirstCard: false }, [
        { kind: 'double_purchase', code: 'TWICE' },
      ]);
      const discount = lines.find((line) => line.type === 'discount');
      expect(discount).toMatchObject({
        description: 'double_purchase',
        amount: { amount: -taken },
        originalAmount: { amount: -original },
        discountCode: 'TWICE',
      });
    },
  );

  it('applies discounts in the order given, each on what is still due', () => {
    const lines = buildOrderLines(2000, { isFirstCard: true }, [
      { kind: 'fixed', code: 'A', value: 1000 },
      { kind: 'double_purchase', code: 'B' },
    ]);
    expect(summary(lines).slice(2)).toEqual([
      ['discount', 'fixed', -1000],
      ['discount', 'double_purchase', -1100],
    ]);
    expect(orderTotal(lines)).toBe(0);
  });
});

describe('orderTotal', () => {
  const line = (amount: number): OrderLine => ({
    id: String(amount),
    type: amount < 0 ? 'discount' : 'product',
    description: 'x',
    amount: { amount },
    discountCode: null,
  });

  it('adds the lines', () => {
    expect(orderTotal([line(2000), line(250), line(100), line(-500)])).toBe(1850);
  });

  it('is zero without lines', () => {
    expect(orderTotal([])).toBe(0);
  });

  it.each([
    [-1, 0],
    [0, 0],
    [1, 1],
  ])('never goes below zero (sum %i gives %i)', (extra, total) => {
    expect(orderTotal([line(1000), line(-1000 + extra)])).toBe(total);
  });
});
