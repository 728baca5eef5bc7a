import { expiryNotice } from './expiryNotice';

const card = (expireDate: string, isCancelled = false) => ({ expireDate, isCancelled });
const at = (iso: string) => new Date(iso);

describe('expiryNotice', () => {
  it.each`
    today                         | shown    | why
    ${'2026-04-30T23:59:59.999Z'} | ${false} | ${'the last moment of the third month before'}
    ${'2026-05-01T00:00:00.000Z'} | ${true}  | ${'the first moment of the month before the expiry month'}
    ${'2026-05-31T12:00:00.000Z'} | ${true}  | ${'the end of the month before'}
    ${'2026-06-01T00:00:00.000Z'} | ${true}  | ${'the first moment of the expiry month'}
    ${'2026-06-30T23:59:59.999Z'} | ${true}  | ${'the last moment of validity'}
    ${'2026-07-01T00:00:00.000Z'} | ${false} | ${'the first moment after expiry'}
    ${'2025-06-15T00:00:00.000Z'} | ${false} | ${'a year before'}
  `('for a card expiring 06/26 on $today ($why): $shown', ({ today, shown }) => {
    expect(expiryNotice(card('0626'), at(today))).toEqual(shown ? { expiry: '06/26' } : null);
  });

  it('counts months across a new year', () => {
    expect(expiryNotice(card('0127'), at('2026-12-01T00:00:00Z'))).toEqual({ expiry: '01/27' });
    expect(expiryNotice(card('0127'), at('2026-11-30T23:59:59Z'))).toBeNull();
    expect(expiryNotice(card('1226'), at('2027-01-01T00:00:00Z'))).toBeNull();
  });

  it('says nothing for a deactivated card', () => {
    expect(expiryNotice(card('0626', true), at('2026-06-10T00:00:00Z'))).toBeNull();
  });

  it.each(['', '626', '06/26', '1326', '0026', 'ab26'])('says nothing for the expiry %j', (expireDate) => {
    expect(expiryNotice(card(expireDate), at('2026-06-10T00:00:00Z'))).toBeNull();
  });
});
