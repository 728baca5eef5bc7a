import { deactivationPreview } from './deactivationPreview';

/** 20.00 EUR to spend, and 12.00 EUR more held for a pending payment. */
const source = { availableBalance: { amount: 2000 }, actualBalance: { amount: 3200 } };

describe('deactivationPreview', () => {
  it('just cancelling is free, moves nothing and loses the whole available balance', () => {
    expect(deactivationPreview(source, 'just_cancel')).toEqual({
      fee: 0,
      moved: 0,
      lost: 2000,
      sourceAfter: 0,
      held: 1200,
      receiverAfter: null,
    });
  });

  it('a transfer costs 1.00 EUR and the receiver holds what it shows plus the rest', () => {
    const receiver = { availableBalance: { amount: 2751 } };
    expect(deactivationPreview(source, 'transfer', receiver)).toEqual({
      fee: 100,
      moved: 1900,
      lost: 0,
      sourceAfter: 0,
      held: 1200,
      receiverAfter: 4651,
    });
  });

  it('a transfer whose receiver is not chosen yet names no receiver balance', () => {
    expect(deactivationPreview(source, 'transfer')).toMatchObject({
      fee: 100,
      moved: 1900,
      receiverAfter: null,
    });
  });

  it('a new card costs 3.50 EUR and holds the rest', () => {
    expect(deactivationPreview(source, 'new_card')).toEqual({
      fee: 350,
      moved: 1650,
      lost: 0,
      sourceAfter: 0,
      held: 1200,
      receiverAfter: 1650,
    });
  });

  it('a balance equal to the fee moves nothing: the new card holds 0', () => {
    expect(
      deactivationPreview({ availableBalance: { amount: 350 }, actualBalance: { amount: 350 } }, 'new_card'),
    ).toMatchObject({
      moved: 0,
      held: 0,
      receiverAfter: 0,
    });
  });
});
