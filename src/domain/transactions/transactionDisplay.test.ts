import type { TransactionStatus } from './Transaction';
import { transactionDisplay } from './transactionDisplay';
import { aStatus } from './testing/aTransaction';

describe('transactionDisplay', () => {
  it.each`
    flag              | declinedKyc | kind          | icon         | colour      | wording         | struckThrough
    ${'isSettled'}    | ${false}    | ${'settled'}  | ${'none'}    | ${'none'}   | ${'settled'}    | ${false}
    ${'isSettled'}    | ${true}     | ${'settled'}  | ${'none'}    | ${'none'}   | ${'settled'}    | ${false}
    ${'isDeclined'}   | ${false}    | ${'declined'} | ${'cross'}   | ${'red'}    | ${'declined'}   | ${true}
    ${'isDeclined'}   | ${true}     | ${'declined'} | ${'cross'}   | ${'red'}    | ${'declined'}   | ${true}
    ${'isNotSettled'} | ${false}    | ${'pending'}  | ${'clock'}   | ${'grey'}   | ${'pending'}    | ${false}
    ${'isNotSettled'} | ${true}     | ${'pending'}  | ${'clock'}   | ${'grey'}   | ${'pending'}    | ${false}
    ${'isBlocked'}    | ${false}    | ${'blocked'}  | ${'warning'} | ${'yellow'} | ${'blocked'}    | ${true}
    ${'isBlocked'}    | ${true}     | ${'blocked'}  | ${'warning'} | ${'yellow'} | ${'blockedKyc'} | ${true}
  `(
    '$flag with declined-KYC transactions $declinedKyc shows $kind',
    ({ flag, declinedKyc, kind, icon, colour, wording, struckThrough }) => {
      const status: TransactionStatus = aStatus(flag);
      expect(transactionDisplay(status, declinedKyc)).toEqual({
        kind,
        icon,
        colour,
        wording,
        struckThrough,
      });
    },
  );

  it('shows a blocked and declined transaction as blocked', () => {
    const status = { isSettled: false, isDeclined: true, isNotSettled: false, isBlocked: true };
    expect(transactionDisplay(status, true).kind).toBe('blocked');
  });
});
