import type { TransactionStatus } from './Transaction';
import { transactionDisplay } from './transactionDisplay';
import { aStatus } from './testing/aTransaction';

describe('transactionDisplay', () => {
  it.each`
    flag              | declinedKyc | kind          | icon         | colour      | kycRelated | struckThrough
    ${'isSettled'}    | ${false}    | ${'settled'}  | ${'none'}    | ${'none'}   | ${false}   | ${false}
    ${'isSettled'}    | ${true}     | ${'settled'}  | ${'none'}    | ${'none'}   | ${false}   | ${false}
    ${'isDeclined'}   | ${false}    | ${'declined'} | ${'cross'}   | ${'red'}    | ${false}   | ${true}
    ${'isDeclined'}   | ${true}     | ${'declined'} | ${'cross'}   | ${'red'}    | ${false}   | ${true}
    ${'isNotSettled'} | ${false}    | ${'pending'}  | ${'clock'}   | ${'grey'}   | ${false}   | ${false}
    ${'isNotSettled'} | ${true}     | ${'pending'}  | ${'clock'}   | ${'grey'}   | ${false}   | ${false}
    ${'isBlocked'}    | ${false}    | ${'blocked'}  | ${'warning'} | ${'yellow'} | ${false}   | ${true}
    ${'isBlocked'}    | ${true}     | ${'blocked'}  | ${'warning'} | ${'yellow'} | ${true}    | ${true}
  `(
    '$flag with declined-KYC transactions $declinedKyc shows $kind',
    ({ flag, declinedKyc, kind, icon, colour, kycRelated, struckThrough }) => {
      const status: TransactionStatus = aStatus(flag);
      expect(transactionDisplay(status, declinedKyc)).toEqual({
        kind,
        icon,
        colour,
        kycRelated,
        struckThrough,
      });
    },
  );

  it('shows a blocked and declined transaction as blocked', () => {
    const status = { isSettled: false, isDeclined: true, isNotSettled: false, isBlocked: true };
    expect(transactionDisplay(status, true).kind).toBe('blocked');
  });
});
