import assert from 'node:assert/strict';
import type { Card } from '../../../../src/domain/cards/Card';
import { BlockCard } from '../../../../src/application/cards/usecases/BlockCard';
import { ConsumerSession } from '../../../../src/application/session/ConsumerSession';
import { signIn } from '../../../../src/composition/testing/sandboxApp';
import { CardsPresenter } from '../../../../src/presentation/cards/CardsPresenter';
import { cardsViewOf, type CardsView } from '../../../../src/presentation/cards/cardsView';
import { Navigation } from '../../../../src/presentation/shell/Navigation';
import { paths } from '../../../../src/presentation/shell/paths';
import { enterPage } from '../journey/places';
import { app, credentialsOf, service } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import { boughtCard, newConsumerWithBasicIdentityCheck } from '../payment/shopper';
import { localeText } from '../../locale/shownText';
import type { CardsScreen, ShownCard, ShownInactivityNotice } from './CardsScreen';
import { CAMILLES_CARDS } from './camillesCards';
import { cardsOnHand, type CardOnHand } from './cardsOnHand';

/** What each card on hand is bought for when the scenario gives no value. */
const DEFAULT_CARD_EUROS = 10;

/**
 * The cards screen in-process, through its presenter. For what it shows of a card, Camille signs in
 * and the issuer reports the scenario's cards as hers (her own first card, changed as the scenario
 * describes it). For what it does (filter, unblock), the cards must be real ones the sandbox knows:
 * Jane buys one card per card on hand and blocks those the scenario says are blocked (set-up through
 * the use cases), then the screen is opened on them. The task keeps the screen's address (the query
 * the view would read) and follows the presenter's navigation as the shell does.
 */
export class ApplicationCardsScreen implements CardsScreen {
  private screen: CardsPresenter | null = null;
  /** The scenario's card names by card id, once real cards are issued. */
  private names = new Map<string, string>();
  /** The screen's query: selected, filter, sort. */
  private query = new URLSearchParams();

  constructor(private readonly world: ShopWorld) {}

  /** Camille opens the cards screen, the issuer reporting the scenario's cards as hers. */
  private async openOnScenarioCards(): Promise<CardsPresenter> {
    const camille = await signIn(app(this.world).container, credentialsOf('Camille'));
    const [own] = camille.cards;
    assert.ok(own, 'Camille holds no card to start from');
    const cards = cardsOnHand(this.world).cards.map((card) => asIssued(own, card));
    service(this.world, ConsumerSession).store({ ...camille, cards });
    return service(this.world, CardsPresenter);
  }

  /** Jane holds the scenario's cards for real, then opens the cards screen on them. */
  private async openOnIssuedCards(): Promise<CardsPresenter> {
    if (this.screen !== null) return this.screen;
    await newConsumerWithBasicIdentityCheck(this.world);
    const onHand = cardsOnHand(this.world).cards;
    for (const card of onHand) {
      assert.ok(
        !card.cancelled && card.state !== 'inactive',
        `card ${card.name}: only active cards are bought`,
      );
      assert.ok(await boughtCard(this.world, DEFAULT_CARD_EUROS), `card ${card.name} was not issued`);
    }
    const issued = service(this.world, ConsumerSession).current?.cards ?? [];
    assert.equal(issued.length, onHand.length, 'not every card on hand was issued');
    onHand.forEach((card, index) => this.names.set(issued[index]?.id ?? '', card.name));
    for (const card of onHand.filter((candidate) => candidate.blocked)) {
      const blocked = await service(this.world, BlockCard).execute(this.idOf(card.name));
      assert.ok(blocked.ok, `card ${card.name} could not be blocked`);
    }
    this.screen = await this.enterCards();
    return this.screen;
  }

  private idOf(name: string): string {
    const found = [...this.names].find(([, candidate]) => candidate === name);
    assert.ok(found, `no card ${name} on hand`);
    return found[0];
  }

  private nameOf(id: string): string {
    return this.names.get(id) ?? id;
  }

  private get view(): CardsView {
    return cardsViewOf(this.query.get('filter'), this.query.get('sort'));
  }

  /** Follows where the presenter sent the visitor, as the shell does: a new cards address replaces the query. */
  private follow(): void {
    const destination = service(this.world, Navigation).take();
    if (destination?.kind !== 'app') return;
    const [path = '', search = ''] = destination.path.split('?');
    assert.equal(path, paths.cards(), `the cards screen sent the consumer to ${destination.path}`);
    this.query = new URLSearchParams(search);
  }

  async openAs(person: string): Promise<void> {
    assert.equal(person, 'Camille', 'only Camille’s cards are known by name');
    await signIn(app(this.world).container, credentialsOf(person));
    for (const [name, id] of Object.entries(CAMILLES_CARDS)) this.names.set(id, name);
    this.screen = await this.enterCards();
  }

  /** Enters the cards screen as the router does. */
  private async enterCards(): Promise<CardsPresenter> {
    const { presenter } = await enterPage(app(this.world).container, paths.cards());
    assert.ok(presenter instanceof CardsPresenter, 'the cards route shows no cards screen');
    return presenter;
  }

  async statusOf(card: string): Promise<string> {
    const screen = await this.openOnIssuedCards();
    const tile = screen.tiles.find((candidate) => candidate.id === this.idOf(card));
    assert.ok(tile, `the cards screen shows no card ${card}`);
    return tile.displayState;
  }

  async tileOfSubject(): Promise<ShownCard> {
    this.screen ??= await this.openOnScenarioCards();
    const { subject } = cardsOnHand(this.world);
    const tile = this.screen.tiles.find((candidate) => candidate.id === subject);
    assert.ok(tile, `the cards screen shows no card ${subject}`);
    return {
      status: tile.displayState,
      chipColour: tile.chipColour,
      number: tile.maskedNumber,
      expiry: tile.expiry,
    };
  }

  async filterOn(filter: string): Promise<void> {
    await this.openOnIssuedCards();
    this.query.set('filter', filter);
  }

  async unblock(card: string): Promise<boolean> {
    const screen = await this.openOnIssuedCards();
    this.query.set('selected', this.idOf(card));
    const selected = screen.selectedFor(this.query.get('selected'), this.view);
    assert.ok(selected !== null && this.nameOf(selected.id) === card, `card ${card} is not listed`);
    assert.ok(selected.actions.unblock, `card ${card} offers no Unblock`);
    await screen.run('unblock', selected.id, this.view);
    this.follow();
    return screen.actionOutcome?.type === 'success';
  }

  async activate(card: string): Promise<boolean> {
    const screen = await this.openOnIssuedCards();
    this.query.set('selected', this.idOf(card));
    const selected = screen.selectedFor(this.query.get('selected'), this.view);
    assert.ok(selected !== null && this.nameOf(selected.id) === card, `card ${card} is not listed`);
    assert.ok(selected.actions.activate, `card ${card} offers no Activate`);
    await screen.run('activate', selected.id, this.view);
    this.follow();
    return screen.actionOutcome?.type === 'success';
  }

  async listed(): Promise<string[]> {
    const screen = await this.openOnIssuedCards();
    return screen.tilesIn(this.view).map((tile) => this.nameOf(tile.id));
  }

  async selected(): Promise<string | null> {
    const screen = await this.openOnIssuedCards();
    const selected = screen.selectedFor(this.query.get('selected'), this.view);
    return selected && this.nameOf(selected.id);
  }

  /** The screen opened with `openAs`. */
  private opened(): CardsPresenter {
    assert.ok(this.screen, 'the cards screen is not open');
    return this.screen;
  }

  async select(card: string): Promise<void> {
    this.query.set('selected', this.idOf(card));
    assert.equal(this.opened().selectedFor(this.query.get('selected'), this.view)?.id, this.idOf(card));
  }

  async inactivityFeeMarks(): Promise<Record<string, string>> {
    const screen = this.opened();
    const marked = screen.tilesIn(this.view).flatMap((tile) => {
      const notice = screen.inactivityNoticeOf(tile.id);
      return notice === null
        ? []
        : [[this.nameOf(tile.id), localeText(`cards.carousel.inactivity.${notice.level}`)]];
    });
    return Object.fromEntries(marked);
  }

  async inactivityNotice(): Promise<ShownInactivityNotice | null> {
    const selected = this.opened().selectedFor(this.query.get('selected'), this.view);
    const notice = selected && this.opened().inactivityNoticeOf(selected.id);
    if (!selected || !notice) return null;
    const lastFour = notice.message.values?.['lastFour'];
    const named = this.opened().tiles.find((tile) => tile.lastFour === lastFour);
    assert.ok(named, `the notice names no card of the screen (${String(lastFour)})`);
    return { level: notice.level, card: this.nameOf(named.id) };
  }
}

/** The card as the issuer would report it: her own card, with what the scenario says of it. */
function asIssued(own: Card, card: CardOnHand): Card {
  return {
    ...own,
    id: card.name,
    cardId: card.name,
    state: card.state === 'inactive' ? 'INACTIVE' : 'ACTIVE',
    isBlocked: card.blocked ?? false,
    isCancelled: card.cancelled ?? false,
    cardNumberLastFour: card.lastFour ?? own.cardNumberLastFour,
    expireDate: card.expiry ?? own.expireDate,
  };
}
