import type { CancelOption, Card } from './Card';
import { deactivationRefusal, notDeactivatable, transferRefusal } from './deactivationRefusal';
import { aCard } from './testing/aCard';

const source = aCard({ id: 'source' });

describe('deactivation refusals', () => {
  it.each<[string, Partial<Card>, CancelOption[], string | null]>([
    ['a cancelled card', { isCancelled: true }, [], 'cancelled'],
    ['a blocked card', { isBlocked: true }, [], 'blocked'],
    ['a card offered no way', {}, [], 'noOption'],
    ['a card offered a way', {}, ['just_cancel'], null],
  ])('%s: %j, options %j, is refused for %s', (_name, state, options, refusal) => {
    expect(notDeactivatable(aCard({ id: 'source', ...state }), options)).toBe(refusal);
  });

  it('refuses a way the issuer does not offer, and names the card’s own refusal first', () => {
    expect(deactivationRefusal(source, ['just_cancel'], 'just_cancel')).toBeNull();
    expect(deactivationRefusal(source, ['just_cancel'], 'new_card')).toBe('notOffered');
    expect(deactivationRefusal(aCard({ id: 'source', isBlocked: true }), [], 'new_card')).toBe('blocked');
  });

  describe('of a transfer', () => {
    const rich = aCard({ id: 'source', availableBalance: { amount: 1000 }, actualBalance: { amount: 1000 } });
    const other = (state: Partial<Card>) => aCard({ id: `other-${JSON.stringify(state)}`, ...state });
    const holding = (cards: Card[]) => ({ cards: [rich, ...cards], isFullyKnown: true });

    it('is none when one of her other cards may receive the balance', () => {
      expect(transferRefusal(rich, holding([other({ isBlocked: true }), other({})]))).toBeNull();
    });

    it('says she holds no other card, or none that may receive it', () => {
      expect(transferRefusal(rich, holding([]))).toBe('noOtherCard');
      expect(transferRefusal(rich, holding([other({ isBlocked: true }), other({ isCancelled: true })]))).toBe(
        'noEligibleTarget',
      );
    });

    it('names the card’s own refusal first, then the issuer’s options', () => {
      const blocked = { ...rich, isBlocked: true };
      expect(transferRefusal(blocked, { cards: [blocked, other({})], isFullyKnown: true })).toBe('blocked');
      const notOffered = { ...rich, cancelOptions: ['just_cancel' as const] };
      expect(transferRefusal(notOffered, { cards: [notOffered, other({})], isFullyKnown: true })).toBe(
        'notOffered',
      );
    });
  });
});
