import type { Card } from './Card';
import { canTransfer, transferTargets } from './transferTargets';
import { aCard } from './testing/aCard';

const known = { isFullyKnown: true };
const notKnown = { isFullyKnown: false };

function withBalance(id: string, cents: number, overrides: Partial<Card> = {}): Card {
  return aCard({ id, actualBalance: { amount: cents }, availableBalance: { amount: cents }, ...overrides });
}

const ids = (cards: Card[]): string[] => cards.map((card) => card.id);

describe('transferTargets', () => {
  const source = withBalance('source', 1000);

  it('never offers the source itself', () => {
    expect(ids(transferTargets(source, [source, withBalance('other', 0)], known))).toEqual(['other']);
  });

  it.each`
    isBlocked | isCancelled | offered
    ${false}  | ${false}    | ${true}
    ${true}   | ${false}    | ${false}
    ${false}  | ${true}     | ${false}
    ${true}   | ${true}     | ${false}
  `(
    'a target that is blocked: $isBlocked, cancelled: $isCancelled is offered: $offered',
    ({ isBlocked, isCancelled, offered }) => {
      const target = withBalance('target', 0, { isBlocked, isCancelled });
      expect(transferTargets(source, [source, target], known).includes(target)).toBe(offered);
    },
  );

  it('offers an inactive card', () => {
    const target = withBalance('target', 0, { state: 'INACTIVE' });
    expect(ids(transferTargets(source, [source, target], notKnown))).toEqual(['target']);
  });

  describe('not fully known: both balances minus the 1.00 EUR fee are capped at 150.00 EUR', () => {
    it.each`
      sourceCents | targetCents | offered
      ${5100}     | ${10000}    | ${true}
      ${5101}     | ${10000}    | ${false}
      ${15100}    | ${0}        | ${true}
      ${15101}    | ${0}        | ${false}
      ${0}        | ${15100}    | ${true}
      ${0}        | ${15101}    | ${false}
    `(
      'source $sourceCents + target $targetCents cents is offered: $offered',
      ({ sourceCents, targetCents, offered }) => {
        const from = withBalance('source', sourceCents);
        const target = withBalance('target', targetCents);
        expect(transferTargets(from, [from, target], notKnown).length > 0).toBe(offered);
      },
    );

    it('reads available balances: money held for a pending payment does not move', () => {
      const from = withBalance('source', 15101, { actualBalance: { amount: 16301 } });
      expect(transferTargets(from, [from, withBalance('target', 0)], notKnown)).toEqual([]);
      const within = withBalance('source', 15100, { actualBalance: { amount: 16300 } });
      expect(transferTargets(within, [within, withBalance('target', 0)], notKnown)).toHaveLength(1);
    });
  });

  it('does not cap a fully known consumer', () => {
    const from = withBalance('source', 15101);
    const target = withBalance('target', 100000);
    expect(ids(transferTargets(from, [from, target], known))).toEqual(['target']);
  });

  it('keeps eligible targets in their order and drops the rest', () => {
    const cards = [
      withBalance('t1', 0),
      source,
      withBalance('blocked', 0, { isBlocked: true }),
      withBalance('too-full', 14101),
      withBalance('t2', 14100),
    ];
    expect(ids(transferTargets(source, cards, notKnown))).toEqual(['t1', 't2']);
  });
});

describe('canTransfer', () => {
  const source = withBalance('source', 1000);
  const target = withBalance('target', 0);

  it('needs more than one card', () => {
    expect(canTransfer(source, [source], known)).toBe(false);
    expect(canTransfer(source, [source, target], known)).toBe(true);
  });

  it('needs the source to allow transfer', () => {
    const noTransfer = withBalance('source', 1000, { cancelOptions: ['just_cancel', 'new_card'] });
    expect(canTransfer(noTransfer, [noTransfer, target], known)).toBe(false);
    const onlyTransfer = withBalance('source', 1000, { cancelOptions: ['transfer'] });
    expect(canTransfer(onlyTransfer, [onlyTransfer, target], known)).toBe(true);
  });

  it('needs at least one eligible target', () => {
    const blocked = withBalance('blocked', 0, { isBlocked: true });
    const cancelled = withBalance('cancelled', 0, { isCancelled: true });
    expect(canTransfer(source, [source, blocked, cancelled], known)).toBe(false);
    expect(canTransfer(source, [source, blocked, cancelled, target], known)).toBe(true);
  });

  it.each`
    targetCents | allowed
    ${14100}    | ${true}
    ${14101}    | ${false}
  `(
    'not fully known, 10.00 EUR on the source and $targetCents cents on the target: $allowed',
    ({ targetCents, allowed }) => {
      expect(canTransfer(source, [source, withBalance('target', targetCents)], notKnown)).toBe(allowed);
    },
  );
});
