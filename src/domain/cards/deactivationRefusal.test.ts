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
    const notNewCard = aCard({ id: 'source', cancelOptions: ['just_cancel', 'transfer'] });
    const alone = (card: Card) => ({ cards: [card], isFullyKnown: true });
    expect(deactivationRefusal(notNewCard, alone(notNewCard), 'just_cancel')).toBeNull();
    expect(deactivationRefusal(notNewCard, alone(notNewCard), 'new_card')).toBe('notOffered');
    const blocked = aCard({ id: 'source', isBlocked: true });
    expect(deactivationRefusal(blocked, alone(blocked), 'just_cancel')).toBe('blocked');
  });

  it('refuses a transfer to a card that is not another of hers, or that may not receive the balance', () => {
    const consumer = {
      cards: [source, aCard({ id: 'open' }), aCard({ id: 'blocked', isBlocked: true })],
      isFullyKnown: true,
    };
    expect(deactivationRefusal(source, consumer, 'transfer', 'open')).toBeNull();
    expect(deactivationRefusal(source, consumer, 'transfer', 'blocked')).toBe('targetRefused');
    expect(deactivationRefusal(source, consumer, 'transfer', 'source')).toBe('unknownTarget');
    expect(deactivationRefusal(source, consumer, 'transfer', 'elsewhere')).toBe('unknownTarget');
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
