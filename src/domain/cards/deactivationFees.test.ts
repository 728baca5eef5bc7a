import type { CancelOption } from './Card';
import { deactivationFee, NEW_CARD_FEE, TRANSFER_FEE } from './deactivationFees';

describe('deactivationFee', () => {
  it('charges 1.00 EUR to transfer and 3.50 EUR for a new card', () => {
    expect(TRANSFER_FEE).toBe(100);
    expect(NEW_CARD_FEE).toBe(350);
  });

  it.each<[CancelOption, number]>([
    ['just_cancel', 0],
    ['transfer', 100],
    ['new_card', 350],
  ])('%s costs %i cents', (option, cents) => {
    expect(deactivationFee(option)).toBe(cents);
  });
});
