import { CARD_NUMBER_MASK, maskCardNumber } from './cardNumberMask';

describe('maskCardNumber', () => {
  it.each([
    ['1234', '**** **** **** 1234'],
    ['0007', '**** **** **** 0007'],
  ])('shows last four %s as %s', (lastFour, shown) => {
    expect(maskCardNumber(lastFour)).toBe(shown);
  });

  it('is the mask followed by the last four digits', () => {
    expect(CARD_NUMBER_MASK).toBe('**** **** **** ');
  });
});
