import type { TransactionStatus } from './Transaction';
import { transactionDetailAction, transactionLookupKind } from './transactionDetail';
import { aStatus, aTransaction } from './testing/aTransaction';

describe('transactionDetailAction', () => {
  it.each([true, false])(
    'a settled transaction leads back to the cards (declined-KYC: %s)',
    (declinedKyc) => {
      const transaction = aTransaction({ id: 'tx-9', status: aStatus('isSettled') });
      expect(transactionDetailAction('card-3', transaction, declinedKyc)).toEqual({
        action: 'backToCards',
        cardId: 'card-3',
        transactionId: 'tx-9',
        status: 'settled',
      });
    },
  );

  it('a blocked transaction with declined-KYC transactions starts verification, with a help link', () => {
    const transaction = aTransaction({ status: aStatus('isBlocked') });
    expect(transactionDetailAction('card-3', transaction, true)).toEqual({
      action: 'startVerification',
      helpLink: true,
    });
  });

  it.each<[keyof TransactionStatus, boolean]>([
    ['isBlocked', false],
    ['isDeclined', false],
    ['isDeclined', true],
    ['isNotSettled', false],
    ['isNotSettled', true],
  ])('%s (declined-KYC: %s) links to the help centre', (flag, declinedKyc) => {
    const transaction = aTransaction({ status: aStatus(flag) });
    expect(transactionDetailAction('card-3', transaction, declinedKyc)).toEqual({ action: 'helpCentre' });
  });
});

describe('transactionLookupKind', () => {
  it.each<[keyof TransactionStatus, string]>([
    ['isSettled', 'settlement'],
    ['isDeclined', 'authorisation'],
    ['isNotSettled', 'authorisation'],
    ['isBlocked', 'authorisation'],
  ])('%s is looked up by its %s', (flag, lookup) => {
    expect(transactionLookupKind(aStatus(flag))).toBe(lookup);
  });

  it('looks up a settled-and-declined transaction by its authorisation, as it is shown declined', () => {
    const status = { isSettled: true, isDeclined: true, isNotSettled: false, isBlocked: false };
    expect(transactionLookupKind(status)).toBe('authorisation');
  });
});
