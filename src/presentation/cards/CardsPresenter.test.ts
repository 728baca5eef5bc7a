import { autorun } from 'mobx';
import { LEVEL1_CREDENTIALS } from '../../adapters/sandbox/seed/accounts';
import type { FaultStatus } from '../../adapters/sandbox/SandboxApi';
import { TOKEN_LIFETIME_MINUTES } from '../../adapters/sandbox/session/sessionRules';
import { ReadInactivityFees } from '../../application/cards/usecases/ReadInactivityFees';
import { PaymentCancelledFlag } from '../../application/orders/PaymentCancelledFlag';
import { ConsumerSession } from '../../application/session/ConsumerSession';
import { TOKEN_STORE } from '../../application/session/ports/TokenStore';
import { register, sandboxApp, signIn } from '../../composition/testing/sandboxApp';
import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import type { Language } from '../../domain/language/Language';
import { paths } from '../shell/paths';
import { destination } from '../testing/destination';
import { failureMessage } from '../calls/failureMessage';
import type { Message } from '../messages/Message';
import { cardActionWords } from './cardMessages';
import { CardsPresenter } from './CardsPresenter';
import { cardsViewOf, DEFAULT_CARDS_VIEW } from './cardsView';
import { signInAgain } from '../testing/signInAgain';

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
    const tileOf = (id: string) => tiles.find((tile) => tile.id === id);
    // A pending payment of €12.00 holds part of the active card's actual balance.
    const active = {
      displayState: 'ACTIVE',
      chipColour: 'green',
      balance: '€39.51',
      availableBalance: '€27.51',
    };
    expect(tileOf('card-demo-active')).toMatchObject(active);
    expect(tileOf('card-demo-inactive')?.chipColour).toBe('yellow');
    expect(tileOf('card-demo-blocked')).toMatchObject({ displayState: 'BLOCKED', chipColour: 'red' });
    const cancelled = { displayState: 'CANCELLED', chipColour: 'red', availableBalance: '€0' };
    expect(tileOf('card-demo-cancelled')).toMatchObject(cancelled);
  });

  it('formats balances in the chosen language', async () => {
    const container = appIn('fr');
    await signIn(container);
    const presenter = container.get(CardsPresenter);
    // French puts a no-break space (U+00A0) before the euro sign.
    presenter.tiles.forEach((tile) => expect(tile.availableBalance).toMatch(/^\d+(,\d{2})?\u00a0€$/));
  });

  it('selects the card the query names, else the first', async () => {
    const container = appIn('en');
    const consumer = await signIn(container);
    const presenter = container.get(CardsPresenter);
    const ids = consumer.cards.map((card) => card.id);
    expect(presenter.selectedFor('card-demo-blocked')?.id).toBe('card-demo-blocked');
    expect(presenter.selectedFor(null)?.id).toBe(ids[0]);
    expect(presenter.selectedFor('not-a-card')?.id).toBe(ids[0]);
  });

  it('offers buying to a consumer under the card limit, on the Buy New Card page', async () => {
    const container = appIn('en');
    await signIn(container);
    const presenter = container.get(CardsPresenter);
    expect(presenter.buyOffer).toBe('buy');
    presenter.buyCard();
    expect(destination(container)).toBe('/consumer/cards/new');
  });

  it('offers the identity upgrade instead to a level-1 consumer at the card limit, and no ordering', async () => {
    const container = appIn('en');
    const consumer = await signIn(container, LEVEL1_CREDENTIALS);
    expect(consumer).toMatchObject({ kycLevel: 1, isCardLimitReached: true });
    const presenter = container.get(CardsPresenter);
    expect(presenter.buyOffer).toBe('kycUpgrade');
    presenter.buyCard();
    expect(destination(container)).toBeNull();
  });

  it('has no card and no selection for a new consumer, and signs out to Authorization', async () => {
    const container = appIn('en');
    await register(container);
    const presenter = container.get(CardsPresenter);
    expect(presenter.hasCards).toBe(false);
    expect(presenter.selectedFor(null)).toBeNull();
    expect(presenter.buyOffer).toBe('buy');
    await presenter.session.signOut();
    expect(destination(container)).toBe('/auth');
    expect(presenter.tiles).toEqual([]);
    expect(presenter.buyOffer).toBe('none');
  });

  it('announces a cancelled payment on the first visit after it only', async () => {
    const container = appIn('en');
    await signIn(container);
    expect(container.get(CardsPresenter).paymentCancelled).toBeNull();
    container.get(PaymentCancelledFlag).raise({ orderCancelled: true });
    expect(container.get(CardsPresenter).paymentCancelled).toEqual({ orderCancelled: true });
    expect(container.get(CardsPresenter).paymentCancelled).toBeNull();
  });
});

describe('the cards screen presenter, managing cards', () => {
  /** The demo consumer on the cards screen, the fee data read, on a clock the test sets. */
  async function demoScreen(now = new Date()) {
    const storage = new MemoryStorage();
    storage.setItem('language', 'en');
    const app = sandboxApp({ storage, clock: () => now });
    await signIn(app.container);
    const presenter = app.container.get(CardsPresenter);
    await presenter.enter();
    return { ...app, presenter, where: () => destination(app.container) };
  }

  const ids = (tiles: { id: string }[]) => tiles.map((tile) => tile.id);

  it('lists every card oldest first by default, and as the filter and sort say', async () => {
    const { presenter } = await demoScreen();
    expect(ids(presenter.tilesIn())).toEqual([
      'card-demo-warning',
      'card-demo-notification',
      'card-demo-cancelled',
      'card-demo-active',
      'card-demo-blocked',
      'card-demo-inactive',
    ]);
    expect(ids(presenter.tilesIn({ filter: 'active', sort: 'dateCreatedDown' }))).toEqual([
      'card-demo-active',
      'card-demo-notification',
      'card-demo-warning',
    ]);
    expect(ids(presenter.tilesIn({ filter: 'blocked', sort: 'dateCreatedUp' }))).toEqual([
      'card-demo-blocked',
    ]);
    expect(ids(presenter.tilesIn({ filter: 'deactivated', sort: 'dateCreatedUp' }))).toEqual([
      'card-demo-cancelled',
    ]);
    // By value, the actual balance: the cancelled card holds nothing.
    expect(ids(presenter.tilesIn({ filter: 'all', sort: 'balanceUp' }))[0]).toBe('card-demo-cancelled');
    expect(ids(presenter.tilesIn({ filter: 'all', sort: 'balanceDown' })).at(-1)).toBe('card-demo-cancelled');
  });

  it('hands the page the same tile for a card in every view while it shows them, so none is drawn twice', async () => {
    const { presenter } = await demoScreen();
    const newest = { filter: 'all', sort: 'dateCreatedDown' } as const;
    const active = { filter: 'active', sort: 'dateCreatedUp' } as const;
    // As the page reads them while it is shown.
    const shown = autorun(() => [presenter.tilesIn(), presenter.tilesIn(newest), presenter.tilesIn(active)]);
    const tileOf = (view = DEFAULT_CARDS_VIEW) =>
      presenter.tilesIn(view).find(({ id }) => id === 'card-demo-active');

    expect(tileOf()).toBeDefined();
    expect(tileOf(newest)).toBe(tileOf());
    expect(tileOf(active)).toBe(tileOf());
    expect(presenter.selectedFor('card-demo-active')).toBe(tileOf());
    shown();
  });

  it('selects within the cards listed only', async () => {
    const { presenter } = await demoScreen();
    const blocked = { filter: 'blocked', sort: 'dateCreatedUp' } as const;
    expect(presenter.selectedFor('card-demo-active', blocked)?.id).toBe('card-demo-blocked');
    const newest = { filter: 'all', sort: 'dateCreatedDown' } as const;
    expect(presenter.selectedFor(null, newest)?.id).toBe('card-demo-inactive');
  });

  it('reads the filter and sort of the query, an unknown or missing value as the default', () => {
    expect(cardsViewOf('blocked', 'balanceDown')).toEqual({ filter: 'blocked', sort: 'balanceDown' });
    expect(cardsViewOf(null, null)).toEqual(DEFAULT_CARDS_VIEW);
    expect(cardsViewOf('stolen', 'byColour')).toEqual({ filter: 'all', sort: 'dateCreatedUp' });
  });

  it('offers the actions each card state allows', async () => {
    const { presenter } = await demoScreen();
    const actionsOf = (id: string) => presenter.tiles.find((tile) => tile.id === id)?.actions;
    expect(actionsOf('card-demo-active')).toEqual({
      activate: false,
      details: true,
      block: true,
      unblock: false,
      deactivate: true,
    });
    expect(actionsOf('card-demo-blocked')).toEqual({
      activate: false,
      details: false,
      block: false,
      unblock: true,
      deactivate: false,
    });
    expect(actionsOf('card-demo-cancelled')).toEqual({
      activate: false,
      details: false,
      block: false,
      unblock: false,
      deactivate: false,
    });
  });

  it.each([
    ['card-demo-notification', 'notification'],
    ['card-demo-warning', 'warning'],
  ] as const)(
    'gives %s its own inactivity-fee %s, with its card, starting date and monthly fee, whichever card is selected',
    async (cardId, level) => {
      const { presenter, container } = await demoScreen();
      const card = container.get(ConsumerSession).current?.cards.find((candidate) => candidate.id === cardId);
      const fees = await container.get(ReadInactivityFees).execute();
      const fee = fees.ok ? fees.value.find((entry) => entry.id === cardId) : undefined;
      if (!card || !fee) throw new Error(`the demo consumer's ${cardId} has an inactivity ${level}`);
      const [year, month, day] = fee.startingDate.split('-');
      expect(presenter.inactivityNoticeOf(cardId)).toEqual({
        level,
        message: {
          key: `cards.inactivity.${level}`,
          values: { lastFour: card.cardNumberLastFour, date: `${day}/${month}/${year}`, fee: { cents: 100 } },
        },
      });
    },
  );

  it('marks on the list only the cards with an inactivity-fee notice', async () => {
    const { presenter } = await demoScreen();
    const marked = presenter.tiles.flatMap((tile) => {
      const notice = presenter.inactivityNoticeOf(tile.id);
      return notice === null ? [] : [[tile.id, notice.level]];
    });
    expect(Object.fromEntries(marked)).toEqual({
      'card-demo-notification': 'notification',
      'card-demo-warning': 'warning',
    });
  });

  it('keeps every tile and the listing as they are when the fee answer comes, so the cards are drawn once', async () => {
    const { container } = sandboxApp({ storage: new MemoryStorage() });
    await signIn(container);
    const presenter = container.get(CardsPresenter);
    const drawn: { id: string }[][] = [];
    const stop = autorun(() => drawn.push(presenter.tilesIn(DEFAULT_CARDS_VIEW)));
    const before = new Map(presenter.tiles.map((tile) => [tile.id, tile]));
    await presenter.enter();
    expect(presenter.inactivityNoticeOf('card-demo-warning')?.level).toBe('warning');
    expect(presenter.tiles.filter((tile) => tile !== before.get(tile.id))).toEqual([]);
    expect(drawn).toHaveLength(1);
    stop();
  });

  it('shows no inactivity-fee notice until the fee data is read, nor when it cannot be read', async () => {
    const storage = new MemoryStorage();
    const { container, sandbox } = sandboxApp({ storage });
    await signIn(container);
    const presenter = container.get(CardsPresenter);
    const notices = () => presenter.tiles.filter((tile) => presenter.inactivityNoticeOf(tile.id) !== null);
    expect(notices()).toEqual([]);
    sandbox.failNext('inactivityFeeData', 500);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await presenter.enter();
    expect(notices()).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Inactivity fee data could not be read: ServerError');
    warn.mockRestore();
  });

  it('says when a card is in its last 2 months of validity', async () => {
    const { presenter, container } = await demoScreen();
    const cards = container.get(ConsumerSession).current?.cards ?? [];
    const expiring = cards.find((card) => card.id === 'card-demo-warning');
    expect(presenter.tiles.find((tile) => tile.id === 'card-demo-warning')?.expiryNotice).toEqual({
      expiry: `${expiring?.expireDate.slice(0, 2) ?? ''}/${expiring?.expireDate.slice(2) ?? ''}`,
    });
    expect(presenter.tiles.find((tile) => tile.id === 'card-demo-inactive')?.expiryNotice).toBeNull();
  });

  it('unblocks a card: every card listed again, the card selected, the sort kept', async () => {
    const { presenter, where } = await demoScreen();
    await presenter.run('unblock', 'card-demo-blocked', { filter: 'blocked', sort: 'balanceDown' });
    expect(where()).toBe(paths.cards({ selected: 'card-demo-blocked', sort: 'balanceDown' }));
    expect(presenter.tiles.find((tile) => tile.id === 'card-demo-blocked')?.displayState).toBe('ACTIVE');
    expect(presenter.actionOutcome).toMatchObject({
      cardId: 'card-demo-blocked',
      type: 'success',
      message: { key: 'cards.unblock.success' },
    });
    expect(presenter.busyWith).toBeNull();
  });

  const KEPT_VIEW = { filter: 'blocked', sort: 'dateCreatedUp' } as const;

  const IN_PLACE = {
    unblock: { call: 'unblockCard', cardId: 'card-demo-blocked', state: 'BLOCKED' },
    activate: { call: 'activateCard', cardId: 'card-demo-inactive', state: 'INACTIVE' },
  } as const;

  it.each<[keyof typeof IN_PLACE, FaultStatus, Message]>([
    ['unblock', 500, { detail: 'Fault injected into unblockCard.' }],
    ['unblock', 400, { detail: 'Fault injected into unblockCard.' }],
    ['unblock', 'network', { key: 'cards.unblock.networkFailed' }],
    ['activate', 500, { detail: 'Fault injected into activateCard.' }],
    ['activate', 'network', { key: 'cards.activate.networkFailed' }],
  ])('says why an %s failed (%s) and keeps the screen as it was', async (action, fault, message) => {
    const { call, cardId, state } = IN_PLACE[action];
    const { presenter, sandbox, where } = await demoScreen();
    sandbox.failNext(call, fault);
    await presenter.run(action, cardId, KEPT_VIEW);
    expect(presenter.actionOutcome).toEqual({ action, cardId, type: 'error', message });
    expect(where()).toBeNull();
    expect(presenter.tiles.find((tile) => tile.id === cardId)?.displayState).toBe(state);
  });

  it('counts an unblock refused because another tab unblocked the card meanwhile as done', async () => {
    const { presenter, sandbox, container, where } = await demoScreen();
    sandbox.unblockCard(container.get(TOKEN_STORE).load(), 'card-demo-blocked');
    await presenter.run('unblock', 'card-demo-blocked');
    expect(presenter.actionOutcome).toMatchObject({ cardId: 'card-demo-blocked', type: 'success' });
    expect(where()).toBe(paths.cards({ selected: 'card-demo-blocked' }));
    expect(presenter.tiles.find((tile) => tile.id === 'card-demo-blocked')?.displayState).toBe('ACTIVE');
  });

  it("says 'Cannot unblock card' when the server gives no errorMessage", () => {
    expect(failureMessage({ kind: 'ServerError' }, cardActionWords('unblock'))).toEqual({
      key: 'cards.unblock.failed',
    });
    expect(
      failureMessage({ kind: 'InvalidFields', errorMessage: 'Nope.' }, cardActionWords('unblock')),
    ).toEqual({
      detail: 'Nope.',
    });
  });

  it.each`
    action        | cardId
    ${'unblock'}  | ${'card-demo-blocked'}
    ${'activate'} | ${'card-demo-inactive'}
  `(
    'does $action once signed in again when the session had ended, and the screen shows it',
    async ({ action, cardId }: { action: 'unblock' | 'activate'; cardId: string }) => {
      let now = new Date();
      const app = sandboxApp({ storage: new MemoryStorage(), clock: () => now });
      await signIn(app.container);
      const presenter = app.container.get(CardsPresenter);
      await presenter.enter();
      now = new Date(now.getTime() + (TOKEN_LIFETIME_MINUTES + 1) * 60_000);

      await presenter.run(action, cardId);
      expect(presenter.actionOutcome?.message).toEqual({ key: `cards.${action}.signInAgain` });
      await signInAgain(app.container);

      expect(destination(app.container)).toBe(
        action === 'unblock' ? paths.cards({ selected: cardId }) : null,
      );
      expect(presenter.actionOutcome).toMatchObject({ action, type: 'success' });
      expect(presenter.tiles.find((tile) => tile.id === cardId)?.displayState).toBe('ACTIVE');
      presenter.leave();
    },
  );

  it('offers Activate under an inactive card only, and activates it in place: the card stays selected, now ACTIVE', async () => {
    const { presenter, where } = await demoScreen();
    const offering = presenter.tiles.filter((tile) => tile.actions.activate).map((tile) => tile.id);
    expect(offering).toEqual(['card-demo-inactive']);

    await presenter.run('activate', 'card-demo-inactive', { filter: 'all', sort: 'balanceUp' });

    expect(presenter.tiles.find((tile) => tile.id === 'card-demo-inactive')).toMatchObject({
      displayState: 'ACTIVE',
      actions: { activate: false },
    });
    expect(presenter.actionOutcome).toMatchObject({
      action: 'activate',
      cardId: 'card-demo-inactive',
      type: 'success',
      message: { key: 'cards.activate.success' },
    });
    expect(presenter.busyWith).toBeNull();
    // Nowhere to go: the address already selects the card.
    expect(where()).toBeNull();
  });

  it("says 'Cannot activate card' when the server gives no errorMessage", () => {
    expect(failureMessage({ kind: 'ServerError' }, cardActionWords('activate'))).toEqual({
      key: 'cards.activate.failed',
    });
  });
});
