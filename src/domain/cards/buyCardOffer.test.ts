import { buyCardOffer } from './buyCardOffer';

describe('buyCardOffer', () => {
  it.each`
    isCardLimitReached | kycLevel | offer
    ${false}           | ${0}     | ${'buy'}
    ${false}           | ${1}     | ${'buy'}
    ${false}           | ${2}     | ${'buy'}
    ${true}            | ${1}     | ${'kycUpgrade'}
    ${true}            | ${0}     | ${'none'}
    ${true}            | ${2}     | ${'none'}
  `(
    'offers $offer at KYC level $kycLevel (card limit reached: $isCardLimitReached)',
    ({ isCardLimitReached, kycLevel, offer }) => {
      expect(buyCardOffer({ isCardLimitReached, kycLevel })).toBe(offer);
    },
  );

  it('offers nothing while no one is signed in', () => {
    expect(buyCardOffer(null)).toBe('none');
  });
});
