import type { OrderLine } from './Order';
import { buildOrderLines } from './orderLines';
import { priceBreakdown } from './priceBreakdown';

describe('priceBreakdown', () => {
  it('reads a second card of 20 EUR', () => {
    expect(priceBreakdown({ orderLines: buildOrderLines(2000, { isFirstCard: false }) })).toEqual({
      cardPrice: 2000,
      creationFee: 250,
      serviceFee: 100,
      discount: 0,
      originalDiscount: null,
      total: 2350,
    });
  });

  it('shows no creation fee for a first card', () => {
    expect(priceBreakdown({ orderLines: buildOrderLines(1010, { isFirstCard: true }) })).toEqual({
      cardPrice: 1010,
      creationFee: 0,
      serviceFee: 51,
      discount: 0,
      originalDiscount: null,
      total: 1061,
    });
  });

  it.each([
    [500, true, 525],
    [500, false, 775],
    [20000, true, 21000],
    [20000, false, 21250],
  ])('a %i-cent card (first card: %s) costs %i cents', (value, first, total) => {
    expect(priceBreakdown({ orderLines: buildOrderLines(value, { isFirstCard: first }) }).total).toBe(total);
  });

  it('reports a double-purchase discount with its original amount', () => {
    const breakdown = priceBreakdown({
      orderLines: buildOrderLines(5000, { isFirstCard: false }, [{ kind: 'double_purchase', code: 'TWICE' }]),
    });
    expect(breakdown).toEqual({
      cardPrice: 5000,
      creationFee: 250,
      serviceFee: 250,
      discount: -2500,
      originalDiscount: -5000,
      total: 3000,
    });
  });

  it('compares the discounts taken with what all of them would take, when a double discount joins another code', () => {
    // A 5-euro card (7.75 due): WELCOME5 takes 5.00, the double discount the 2.75 left of its 5.00.
    const breakdown = priceBreakdown({
      orderLines: buildOrderLines(500, { isFirstCard: false }, [
        { kind: 'fixed', code: 'WELCOME5', value: 500 },
        { kind: 'double_purchase', code: 'DOUBLE' },
      ]),
    });
    expect(breakdown).toMatchObject({ discount: -775, originalDiscount: -1000, total: 0 });
  });

  it('reads lines made by the server, keeping the total at zero or more', () => {
    const lines: OrderLine[] = [
      { id: '1', type: 'product', description: 'card', amount: { amount: 1000 }, discountCode: null },
      { id: '2', type: 'fee', description: 'service', amount: { amount: 50 }, discountCode: null },
      { id: '3', type: 'discount', description: 'fixed', amount: { amount: -2000 }, discountCode: 'X' },
    ];
    expect(priceBreakdown({ orderLines: lines })).toMatchObject({ discount: -2000, total: 0 });
  });

  it('uses the line amount as the original when a double discount line has none', () => {
    const lines: OrderLine[] = [
      { id: '1', type: 'product', description: 'card', amount: { amount: 1000 }, discountCode: null },
      {
        id: '2',
        type: 'discount',
        description: 'double_purchase',
        amount: { amount: -1000 },
        discountCode: 'D',
      },
    ];
    expect(priceBreakdown({ orderLines: lines }).originalDiscount).toBe(-1000);
  });

  it('counts an unknown fee in the total only', () => {
    const lines: OrderLine[] = [
      { id: '1', type: 'product', description: 'card', amount: { amount: 1000 }, discountCode: null },
      { id: '2', type: 'fee', description: 'other', amount: { amount: 30 }, discountCode: null },
    ];
    expect(priceBreakdown({ orderLines: lines })).toMatchObject({
      creationFee: 0,
      serviceFee: 0,
      total: 1030,
    });
  });
});
