import type { Card } from './Card';
import { aCard } from './testing/aCard';
import { transferCandidates, UNKNOWN_CONSUMER_TRANSFER_CAP } from './transferCandidates';

const known = { isFullyKnown: true };
const notKnown = { isFullyKnown: false };

function withBalance(id: string, cents: number, overrides: Partial<Card> = {}): Card {
  return aCard({ id, actualBalance: { amount: cents }, availableBalance: { amount: cents }, ...overrides });
}

const reasons = (source: Card, cards: Card[], consumer = known) =>
  transferCandidates(source, cards, consumer).map(({ card, ineligibility }) => [card.id, ineligibility]);

describe('transferCandidates', () => {
  const source = withBalance('source', 1000);

  it('lists every other card, in the order given, the source left out', () => {
    const cards = [withBalance('a', 0), source, withBalance('b', 0)];
    expect(reasons(source, cards)).toEqual([
      ['a', null],
      ['b', null],
    ]);
  });

  it('lists nothing when the source is the only card', () => {
    expect(transferCandidates(source, [source], known)).toEqual([]);
  });

  it.each`
    isBlocked | isCancelled | ineligibility
    ${false}  | ${false}    | ${null}
    ${true}   | ${false}    | ${'blocked'}
    ${false}  | ${true}     | ${'cancelled'}
    ${true}   | ${true}     | ${'cancelled'}
  `(
    'a card blocked: $isBlocked, cancelled: $isCancelled is refused for $ineligibility',
    ({ isBlocked, isCancelled, ineligibility }) => {
      const target = withBalance('target', 0, { isBlocked, isCancelled });
      expect(reasons(source, [source, target])).toEqual([['target', ineligibility]]);
    },
  );

  it('accepts an inactive card', () => {
    expect(reasons(source, [source, withBalance('target', 0, { state: 'INACTIVE' })])).toEqual([
      ['target', null],
    ]);
  });

  describe('not fully known: both balances minus the 1.00 EUR fee are capped at 150.00 EUR', () => {
    it('caps at 15000 cents', () => {
      expect(UNKNOWN_CONSUMER_TRANSFER_CAP).toBe(15000);
    });

    it.each`
      sourceCents | targetCents | combinedAfterFee | ineligibility
      ${5100}     | ${10000}    | ${15000}         | ${null}
      ${5101}     | ${10000}    | ${15001}         | ${'overCap'}
      ${15100}    | ${0}        | ${15000}         | ${null}
      ${15101}    | ${0}        | ${15001}         | ${'overCap'}
      ${1000}     | ${14100}    | ${15000}         | ${null}
      ${1000}     | ${14101}    | ${15001}         | ${'overCap'}
    `(
      'source $sourceCents + target $targetCents cents, less the fee, is $combinedAfterFee: $ineligibility',
      ({ sourceCents, targetCents, combinedAfterFee, ineligibility }) => {
        const from = withBalance('source', sourceCents);
        const [candidate] = transferCandidates(from, [from, withBalance('target', targetCents)], notKnown);
        expect(candidate).toMatchObject({ combinedAfterFee, ineligibility });
      },
    );

    it('reads available balances: money held for pending payments does not move, so it does not count', () => {
      const from = withBalance('source', 15000, { actualBalance: { amount: 16200 } });
      const target = withBalance('target', 100, { actualBalance: { amount: 5000 } });
      expect(reasons(from, [from, target], notKnown)).toEqual([['target', null]]);
      const over = withBalance('target', 101, { actualBalance: { amount: 101 } });
      expect(reasons(from, [from, over], notKnown)).toEqual([['target', 'overCap']]);
    });

    it('names a blocked card over the cap as blocked: the lasting reason first', () => {
      const from = withBalance('source', 15101);
      const target = withBalance('target', 0, { isBlocked: true });
      expect(reasons(from, [from, target], notKnown)).toEqual([['target', 'blocked']]);
    });
  });

  it('does not cap a fully known consumer', () => {
    const from = withBalance('source', 15101);
    expect(reasons(from, [from, withBalance('target', 100000)], known)).toEqual([['target', null]]);
  });
});
