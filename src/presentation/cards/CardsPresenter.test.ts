import { LEVEL1_CREDENTIALS } from '../../adapters/sandbox/seed/accounts';
import { PaymentCancelledFlag } from '../../application/orders/PaymentCancelledFlag';
import { register, sandboxApp, signIn } from '../../composition/testing/sandboxApp';
import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import type { Language } from '../../domain/language/Language';
import { CardsPresenter } from './CardsPresenter';
import { destination } from '../testing/destination';

function appIn(language: Language) {
  const storage = new MemoryStorage();
  storage.setItem('language', language);
  return sandboxApp({ storage }).container;
}

describe('the cards screen presenter', () => {
  it('shows each card of the demo consumer masked, with expiry MM/YY, balance and state chip', async () => {
    const container = appIn('en');
    const consumer = await signIn(container);
    const { tiles } = container.get(CardsPresenter);
    expect(tiles.map((tile) => tile.id)).toEqual(consumer.cards.map((card) => card.id));
    const first = consumer.cards[0];
    expect(tiles[0]).toMatchObject({
      maskedNumber: `**** **** **** ${first?.cardNumberLastFour ?? ''}`,
      lastFour: first?.cardNumberLastFour,
    });
    tiles.forEach((tile) => expect(tile.expiry).toMatch(/^\d{2}\/\d{2}$/));
    expect(tiles.find((tile) => tile.id === 'card-demo-active')).toMatchObject({
      displayState: 'ACTIVE',
      chipColour: 'green',
    });
    expect(tiles.find((tile) => tile.id === 'card-demo-inactive')?.chipColour).toBe('yellow');
    expect(tiles.find((tile) => tile.id === 'card-demo-blocked')).toMatchObject({
      displayState: 'BLOCKED',
      chipColour: 'red',
    });
    expect(tiles.find((tile) => tile.id === 'card-demo-cancelled')).toMatchObject({
      displayState: 'CANCELLED',
      chipColour: 'red',
      availableBalance: '€0',
    });
  });

  it('formats balances and the level-1 limits in the chosen language', async () => {
    const container = appIn('fr');
    await signIn(container);
    const presenter = container.get(CardsPresenter);
    // French puts a no-break space (U+00A0) before the euro sign.
    presenter.tiles.forEach((tile) => expect(tile.availableBalance).toMatch(/^\d+(,\d{2})?\u00a0€$/));
    expect(presenter.levelOneLimits).toEqual({
      accountLimit: '150,00\u00a0€',
      purchaseLimit: '50,00\u00a0€',
    });
  });

  it('selects the card the query names, else the first, and knows its neighbours', async () => {
    const container = appIn('en');
    const consumer = await signIn(container);
    const presenter = container.get(CardsPresenter);
    const ids = consumer.cards.map((card) => card.id);
    expect(presenter.selectedFor('card-demo-blocked')?.id).toBe('card-demo-blocked');
    expect(presenter.selectedFor(null)?.id).toBe(ids[0]);
    expect(presenter.selectedFor('not-a-card')?.id).toBe(ids[0]);
    expect(presenter.neighboursOf(ids[0] ?? '')).toEqual({ previous: null, next: ids[1] });
    expect(presenter.neighboursOf(ids[1] ?? '')).toEqual({ previous: ids[0], next: ids[2] });
    expect(presenter.neighboursOf(ids.at(-1) ?? '')).toEqual({ previous: ids.at(-2), next: null });
  });

  it('offers buying to a consumer under the card limit, and opens and closes the order dialog', async () => {
    const container = appIn('en');
    await signIn(container);
    const presenter = container.get(CardsPresenter);
    expect(presenter.buyOffer).toBe('buy');
    presenter.openOrder();
    expect(presenter.orderOpen).toBe(true);
    presenter.closeOrder();
    expect(presenter.orderOpen).toBe(false);
  });

  it('offers the identity upgrade instead to a level-1 consumer at the card limit, and no ordering', async () => {
    const container = appIn('en');
    const consumer = await signIn(container, LEVEL1_CREDENTIALS);
    expect(consumer).toMatchObject({ kycLevel: 1, isCardLimitReached: true });
    const presenter = container.get(CardsPresenter);
    expect(presenter.buyOffer).toBe('kycUpgrade');
    presenter.openOrder();
    expect(presenter.orderOpen).toBe(false);
  });

  it('has no card and no selection for a new consumer, and signs out to Authorization', async () => {
    const container = appIn('en');
    await register(container);
    const presenter = container.get(CardsPresenter);
    expect(presenter.hasCards).toBe(false);
    expect(presenter.selectedFor(null)).toBeNull();
    expect(presenter.buyOffer).toBe('buy');
    await presenter.signOut();
    expect(destination(container)).toBe('/auth');
    expect(presenter.tiles).toEqual([]);
    expect(presenter.buyOffer).toBe('none');
  });

  it('announces a cancelled payment on the first visit after it only', async () => {
    const container = appIn('en');
    await signIn(container);
    expect(container.get(CardsPresenter).paymentCancelled).toBe(false);
    container.get(PaymentCancelledFlag).raise();
    expect(container.get(CardsPresenter).paymentCancelled).toBe(true);
    expect(container.get(CardsPresenter).paymentCancelled).toBe(false);
  });
});
