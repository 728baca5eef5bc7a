import type { CancelOption, Card } from './Card';
import { deactivationOptions } from './deactivationOptions';
import { aCard } from './testing/aCard';

const known = { isFullyKnown: true };
const notKnown = { isFullyKnown: false };
const ALL: CancelOption[] = ['just_cancel', 'transfer', 'new_card'];

function withBalance(id: string, cents: number, overrides: Partial<Card> = {}): Card {
  return aCard({ id, actualBalance: { amount: cents }, availableBalance: { amount: cents }, ...overrides });
}

describe('deactivationOptions', () => {
  const target = withBalance('target', 0);

  it('offers every allowed option, in the order just cancel, transfer, new card', () => {
    const source = withBalance('source', 1000, { cancelOptions: ['new_card', 'transfer', 'just_cancel'] });
    expect(deactivationOptions(source, [source, target], known)).toEqual(ALL);
  });

  it.each<[CancelOption[], CancelOption[]]>([
    [[], []],
    [['just_cancel'], ['just_cancel']],
    [['transfer'], ['transfer']],
    [['new_card'], ['new_card']],
    [
      ['just_cancel', 'new_card'],
      ['just_cancel', 'new_card'],
    ],
  ])('offers only what the issuer allows: %j gives %j', (cancelOptions, offered) => {
    const source = withBalance('source', 1000, { cancelOptions });
    expect(deactivationOptions(source, [source, target], known)).toEqual(offered);
  });

  it('does not offer transfer with a single card', () => {
    const source = withBalance('source', 1000);
    expect(deactivationOptions(source, [source], known)).toEqual(['just_cancel', 'new_card']);
  });

  it('does not offer transfer when no target is eligible', () => {
    const source = withBalance('source', 1000);
    const full = withBalance('full', 14101);
    expect(deactivationOptions(source, [source, full], notKnown)).toEqual(['just_cancel', 'new_card']);
    expect(deactivationOptions(source, [source, withBalance('ok', 14100)], notKnown)).toEqual(ALL);
  });

  it.each<[number, CancelOption[]]>([
    [350, ['just_cancel', 'transfer', 'new_card']],
    [349, ['just_cancel', 'transfer']],
    [100, ['just_cancel', 'transfer']],
    [99, ['just_cancel']],
    [0, ['just_cancel']],
  ])('with %i cents on the card offers %j', (cents, offered) => {
    const source = withBalance('source', cents);
    expect(deactivationOptions(source, [source, target], known)).toEqual(offered);
  });

  it('reckons the fees on the available balance: money held for a pending payment does not pay them', () => {
    const source = withBalance('source', 99, { actualBalance: { amount: 1299 } });
    expect(deactivationOptions(source, [source, target], known)).toEqual(['just_cancel']);
  });

  it.each`
    isBlocked | isCancelled
    ${true}   | ${false}
    ${false}  | ${true}
    ${true}   | ${true}
  `(
    'offers nothing for a card blocked: $isBlocked, cancelled: $isCancelled',
    ({ isBlocked, isCancelled }) => {
      const source = withBalance('source', 1000, { isBlocked, isCancelled });
      expect(deactivationOptions(source, [source, target], known)).toEqual([]);
    },
  );
});
