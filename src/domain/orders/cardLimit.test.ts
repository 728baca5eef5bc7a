import {
  fitsLevelOneLimits,
  heldBalance,
  isCardLimitReached,
  KYC_LEVEL_1_ACCOUNT_LIMIT,
  KYC_LEVEL_1_PURCHASE_LIMIT,
  maxOrderAmountFor,
} from './cardLimit';

interface CardFundsInput {
  balance: number;
  isCancelled?: boolean;
}

function consumer(isFullyKnown: boolean, cards: CardFundsInput[]) {
  return {
    isFullyKnown,
    cards: cards.map((card) => ({
      isCancelled: card.isCancelled ?? false,
      availableBalance: { amount: card.balance },
    })),
  };
}

describe('KYC level 1 limits', () => {
  it('are 50 EUR per purchase and 150 EUR per account', () => {
    expect(KYC_LEVEL_1_PURCHASE_LIMIT).toBe(5000);
    expect(KYC_LEVEL_1_ACCOUNT_LIMIT).toBe(15000);
  });
});

describe('heldBalance', () => {
  it('adds the available balances of cards that are not cancelled, blocked ones included', () => {
    expect(
      heldBalance(
        consumer(false, [{ balance: 1000 }, { balance: 2500 }, { balance: 9000, isCancelled: true }]),
      ),
    ).toBe(3500);
  });

  it('is zero without cards', () => {
    expect(heldBalance(consumer(false, []))).toBe(0);
  });
});

describe('isCardLimitReached', () => {
  it.each([
    [[], false],
    [[14000], false],
    [[14499], false],
    [[14500], false],
    [[14501], true],
    [[10000, 4500], false],
    [[10000, 4501], true],
    [[15000], true],
  ])('for a consumer without full KYC holding %j cents: %s', (balances, reached) => {
    expect(
      isCardLimitReached(
        consumer(
          false,
          balances.map((balance) => ({ balance })),
        ),
      ),
    ).toBe(reached);
  });

  it('ignores cancelled cards', () => {
    expect(isCardLimitReached(consumer(false, [{ balance: 14500 }, { balance: 1, isCancelled: true }]))).toBe(
      false,
    );
    expect(isCardLimitReached(consumer(false, [{ balance: 14501, isCancelled: true }]))).toBe(false);
  });

  it('is never reached by a fully known consumer', () => {
    expect(isCardLimitReached(consumer(true, [{ balance: 14501 }, { balance: 50000 }]))).toBe(false);
  });
});

describe('maxOrderAmountFor', () => {
  it.each([
    [[], 5000],
    [[9999], 5000],
    [[10000], 5000],
    [[10001], 4999],
    [[14500], 500],
    [[14501], 499],
    [[15000], 0],
    [[16000], 0],
  ])('for a consumer without full KYC holding %j cents is %i cents', (balances, max) => {
    expect(
      maxOrderAmountFor(
        consumer(
          false,
          balances.map((balance) => ({ balance })),
        ),
      ),
    ).toBe(max);
  });

  it('puts no personal cap on a fully known consumer', () => {
    expect(maxOrderAmountFor(consumer(true, [{ balance: 14501 }]))).toBeNull();
  });

  it.each([[[]], [[14500]], [[14501]], [[15000]]])(
    'agrees with the card limit: the limit is reached exactly when less than 5 EUR is left (%j)',
    (balances) => {
      const someone = consumer(
        false,
        balances.map((balance) => ({ balance })),
      );
      expect(isCardLimitReached(someone)).toBe((maxOrderAmountFor(someone) ?? Infinity) < 500);
    },
  );
});

describe('fitsLevelOneLimits', () => {
  it.each([
    [[], 5000, true],
    [[], 5001, false],
    [[10000], 5000, true],
    [[10000, 5000], 1, false],
    [[10000, 4500], 500, true],
    [[10000, 4501], 500, false],
    [[14999, 50000], 1, false],
  ])('without full KYC, holding %j cents, a card of %i cents fits: %s', (balances, cardValue, fits) => {
    expect(
      fitsLevelOneLimits(
        consumer(
          false,
          balances.map((balance) => ({ balance })),
        ),
        cardValue,
      ),
    ).toBe(fits);
  });

  it('leaves cancelled cards out', () => {
    expect(fitsLevelOneLimits(consumer(false, [{ balance: 15000, isCancelled: true }]), 5000)).toBe(true);
  });

  it('always holds for a fully known consumer', () => {
    expect(fitsLevelOneLimits(consumer(true, [{ balance: 15000 }]), 20000)).toBe(true);
  });
});
