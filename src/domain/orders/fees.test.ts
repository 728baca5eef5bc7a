import { CARD_CREATION_FEE, creationFee, isFirstCard, SERVICE_FEE_RATE, serviceFee } from './fees';

describe('fees', () => {
  it('charge 2.50 EUR to create a card and a 5% service fee', () => {
    expect(CARD_CREATION_FEE).toBe(250);
    expect(SERVICE_FEE_RATE).toBe(0.05);
  });

  it.each([
    [true, 0],
    [false, 250],
  ])('creation fee when first card is %s: %i cents', (first, fee) => {
    expect(creationFee({ isFirstCard: first })).toBe(fee);
  });

  it.each([
    [500, 25],
    [1000, 50],
    [1009, 50],
    [1010, 51],
    [1030, 52],
    [1029, 51],
    [2000, 100],
    [5000, 250],
    [15000, 750],
    [19900, 995],
    [20000, 1000],
  ])('service fee on a %i-cent card is %i cents (half a cent rounds up)', (value, fee) => {
    expect(serviceFee(value)).toBe(fee);
  });
});

describe('isFirstCard', () => {
  const card = (isCancelled: boolean) => ({ isCancelled });

  it('is true for a consumer who never had a card', () => {
    expect(isFirstCard({ cards: [] })).toBe(true);
  });

  it('is false once the consumer has a card', () => {
    expect(isFirstCard({ cards: [card(false)] })).toBe(false);
  });

  it('is false when the only card was cancelled: a cancelled card was still a card', () => {
    expect(isFirstCard({ cards: [card(true)] })).toBe(false);
  });
});
