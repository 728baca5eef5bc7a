import type { Consumer } from '../../../domain/consumer/Consumer';
import { paths } from '../../shell/paths';
import { holding, signedInToDeactivate } from './testing/signedInToDeactivate';
import { TransferTargetPresenter } from './TransferTargetPresenter';

async function transferPage() {
  const app = await signedInToDeactivate();
  const page = app.container.get(TransferTargetPresenter);
  return { ...app, page };
}

const reasons = (page: TransferTargetPresenter) =>
  page.opened.receivingCards.map((candidate) => [candidate.id, candidate.reason]);

describe('the Transfer page presenter', () => {
  it('lists every other card, the blocked and the cancelled ones with their reason, and the sum that moves', async () => {
    const { page, cardOf } = await transferPage();
    page.enter({ params: { cardId: 'card-demo-inactive' }, query: {} });

    expect(page.opened.transferRefusal).toBeNull();
    expect(page.opened.previewOf('transfer')).toMatchObject({ fee: 100, moved: 1900 });
    const reasonOf = Object.fromEntries(reasons(page));
    expect(reasonOf).toEqual({
      'card-demo-active': null,
      'card-demo-blocked': { key: 'deactivation.transfer.reasons.blocked' },
      'card-demo-cancelled': { key: 'deactivation.transfer.reasons.cancelled' },
      'card-demo-notification': null,
      'card-demo-warning': null,
    });
    expect(page.opened.receivingCards.find((candidate) => candidate.id === 'card-demo-active')).toEqual({
      id: 'card-demo-active',
      lastFour: cardOf('card-demo-active').cardNumberLastFour,
      balance: cardOf('card-demo-active').availableBalance.amount,
      reason: null,
    });
  });

  it('lets her pick only a card that may receive the balance, and goes on to its confirmation', async () => {
    const { page, where } = await transferPage();
    page.enter({ params: { cardId: 'card-demo-inactive' }, query: {} });

    page.proceed();
    expect(page.pickError).toEqual({ key: 'deactivation.transfer.pickRequired' });
    expect(where()).toBeNull();

    page.pick('card-demo-blocked');
    expect(page.picked).toBeNull();
    page.pick('card-demo-active');
    expect(page.picked).toBe('card-demo-active');
    expect(page.pickError).toBeNull();

    page.proceed();
    expect(where()).toBe('/cards/card-demo-inactive/deactivate/card-demo-active/confirmation');
    expect(page.opened.choicePath).toBe('/cards/card-demo-inactive/deactivate');
    expect(page.opened.backPath).toBe('/consumer/cards?selected=card-demo-inactive');
  });

  describe('for a consumer not fully known: the two balances less the 1.00 EUR fee may not pass 150.00 EUR', () => {
    /** Camille not fully known, her inactive card holding 20.00 EUR and two others. */
    function notFullyKnown(consumer: Consumer, atCap: number, overCap: number): Consumer {
      return {
        ...consumer,
        isFullyKnown: false,
        cards: consumer.cards.map((card) =>
          card.id === 'card-demo-active'
            ? holding(card, atCap)
            : card.id === 'card-demo-notification'
              ? holding(card, overCap)
              : card,
        ),
      };
    }

    it('shows a card at 150.00 EUR afterwards as eligible and one at 150.01 EUR disabled, naming both sums', async () => {
      const { page, reportAs } = await transferPage();
      reportAs((consumer) => notFullyKnown(consumer, 13100, 13101));
      page.enter({ params: { cardId: 'card-demo-inactive' }, query: {} });

      const reasonOf = Object.fromEntries(reasons(page));
      expect(reasonOf['card-demo-active']).toBeNull();
      expect(reasonOf['card-demo-notification']).toEqual({
        key: 'deactivation.transfer.reasons.overCap',
        values: { combined: { cents: 15001 }, cap: { cents: 15000 } },
      });
      page.pick('card-demo-notification');
      expect(page.picked).toBeNull();
    });

    it('refuses the transfer when no card can receive it, still listing each with its reason', async () => {
      const { page, reportAs, where } = await transferPage();
      reportAs((consumer) => {
        const overCap = notFullyKnown(consumer, 13101, 13101);
        return { ...overCap, cards: overCap.cards.filter((card) => card.id !== 'card-demo-warning') };
      });
      page.enter({ params: { cardId: 'card-demo-inactive' }, query: {} });

      expect(page.opened.transferRefusal).toBe('noEligibleTarget');
      expect(page.opened.receivingCards.every((candidate) => candidate.reason !== null)).toBe(true);
      page.proceed();
      expect(where()).toBeNull();
    });
  });

  it('says she has no other card when she holds a single one', async () => {
    const { page, reportAs, cardOf } = await transferPage();
    reportAs((consumer) => ({ ...consumer, cards: [cardOf('card-demo-inactive')] }));
    page.enter({ params: { cardId: 'card-demo-inactive' }, query: {} });
    expect(page.opened.transferRefusal).toBe('noOtherCard');
    expect(page.opened.receivingCards).toEqual([]);
  });

  it('says the transfer is not offered when the balance does not cover the fee', async () => {
    const { page, reportAs } = await transferPage();
    reportAs((consumer) => ({
      ...consumer,
      cards: consumer.cards.map((card) => (card.id === 'card-demo-inactive' ? holding(card, 99) : card)),
    }));
    page.enter({ params: { cardId: 'card-demo-inactive' }, query: {} });
    expect(page.opened.transferRefusal).toBe('notOffered');
  });

  it('says a blocked card cannot be deactivated, and is Not Found for a card not hers', async () => {
    const blocked = await transferPage();
    blocked.page.enter({ params: { cardId: 'card-demo-blocked' }, query: {} });
    expect(blocked.page.opened.transferRefusal).toBe('blocked');

    const stranger = await transferPage();
    stranger.page.enter({ params: { cardId: 'card-level1-first' }, query: {} });
    expect(stranger.where()).toBe(paths.notFound());
  });
});
