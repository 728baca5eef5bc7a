import assert from 'node:assert/strict';
import { matchPath } from 'react-router-dom';
import { ConsumerSession } from '../../../../src/application/session/ConsumerSession';
import { CardsPresenter } from '../../../../src/presentation/cards/CardsPresenter';
import { DeactivationChoicePresenter } from '../../../../src/presentation/cards/deactivation/DeactivationChoicePresenter';
import { DeactivationConfirmationPresenter } from '../../../../src/presentation/cards/deactivation/DeactivationConfirmationPresenter';
import { DeactivationSuccessPresenter } from '../../../../src/presentation/cards/deactivation/DeactivationSuccessPresenter';
import { TransferTargetPresenter } from '../../../../src/presentation/cards/deactivation/TransferTargetPresenter';
import { Navigation } from '../../../../src/presentation/shell/Navigation';
import { paths } from '../../../../src/presentation/shell/paths';
import { ROUTES } from '../../../../src/presentation/shell/routeTable';
import type { Cents } from '../../../../src/domain/money/Cents';
import { shownText } from '../../locale/shownText';
import { enterPage } from '../journey/places';
import { app, service } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import { boughtCard, newConsumerWithBasicIdentityCheck } from '../payment/shopper';
import { CAMILLES_CARDS } from './camillesCards';
import { cardsOnHand } from './cardsOnHand';
import type { CardShown, DeactivationPages } from './DeactivationPages';
import { shownCents } from './shownCents';

/** The ways a feature names, as the choice page lists them (its options), with the receiving card when named. */
interface Way {
  option: 'just_cancel' | 'transfer' | 'new_card';
  /** The receiving card of a transfer, by the person's word for it ("active"); null: the first she may pick. */
  receiver: string | null;
}

function wayOf(words: string): Way {
  if (words === 'just cancelling' || words === 'just cancel')
    return { option: 'just_cancel', receiver: null };
  if (words === 'moving to a new card' || words === 'move to a new card')
    return { option: 'new_card', receiver: null };
  if (words === 'transfer to another card') return { option: 'transfer', receiver: null };
  const transfer = /^transferring to her (\w+) card$/.exec(words);
  assert.ok(transfer?.[1], `unknown way to deactivate "${words}"`);
  return { option: 'transfer', receiver: transfer[1] };
}

/** The ways of the confirmation pages, in the features' words. */
const CONFIRMED_WAYS = {
  just_cancel: 'just cancel',
  transfer: 'transfer to another card',
  new_card: 'move to a new card',
} as const;

/**
 * The deactivation pages in-process, through their presenters, one page after the other as the
 * shell would open them: each page's destination (Navigation) is matched against the route patterns
 * and the next page opened with its parameters. The cards screen (CardsPresenter) shows the cards
 * before and after. Camille's cards are the sandbox's seeded ones; the scenario's cards on hand are
 * bought for real by Jane, at their value.
 */
export class ApplicationDeactivationPages implements DeactivationPages {
  /** The cards by the scenario's names (Camille's words, or the names of the cards on hand). */
  private readonly names = new Map<string, string>();
  /** What the cards screen showed before the deactivation, by card id. */
  private before = new Map<string, Cents>();
  private landedOn: string | null = null;
  private cannot: boolean = false;
  private refusal: string | null = null;
  private confirmation: DeactivationConfirmationPresenter | null = null;

  constructor(private readonly world: ShopWorld) {}

  async deactivateOwn(person: string, card: string, way: string): Promise<void> {
    assert.equal(person, 'Camille', 'only Camille’s cards are known by name');
    for (const [name, id] of Object.entries(CAMILLES_CARDS)) this.names.set(name, id);
    await this.deactivate(this.idOf(card), wayOf(way));
  }

  async deactivateCardOnHand(way: string): Promise<void> {
    await this.holdCardsOnHand();
    await this.deactivate(this.idOf(cardsOnHand(this.world).subject), wayOf(way));
  }

  async successPage(): Promise<string | null> {
    if (this.landedOn === null || !matchPath(ROUTES.deactivateSuccess.path, this.landedOn)) return null;
    const { page } = await this.enter(this.landedOn, DeactivationSuccessPresenter);
    return page.deactivated && page.successCase;
  }

  async cardNow(card: string): Promise<CardShown> {
    const tile = this.tiles().find((candidate) => candidate.id === this.idOf(card));
    assert.ok(tile, `the cards screen shows no ${card} card`);
    return { status: tile.displayState, balance: shownCents(tile.availableBalance) };
  }

  async gainOf(card: string): Promise<Cents> {
    const id = this.idOf(card);
    const before = this.before.get(id);
    assert.ok(before !== undefined, `the ${card} card was not on the cards screen before`);
    return (await this.cardNow(card)).balance - before;
  }

  async newCardBalance(): Promise<Cents | null> {
    const added = this.tiles().find((tile) => !this.before.has(tile.id));
    return added === undefined ? null : shownCents(added.availableBalance);
  }

  async saidCannotDeactivate(): Promise<boolean> {
    return this.cannot;
  }

  async refusedReceiver(): Promise<string | null> {
    return this.refusal;
  }

  async openConfirmationFor(receiver: string): Promise<void> {
    await this.holdCardsOnHand();
    const named = /^card (\S+)$/.exec(receiver)?.[1];
    const target = receiver === 'a new card' ? 'new_card' : this.idOf(named ?? receiver);
    const { page } = await this.enter(
      paths.deactivateConfirmation(this.idOf(cardsOnHand(this.world).subject), target),
      DeactivationConfirmationPresenter,
    );
    assert.equal(page.refusal, null, `the confirmation for ${receiver} is refused (${String(page.refusal)})`);
    this.confirmation = page;
  }

  async confirmedWay(): Promise<string> {
    assert.ok(this.confirmation, 'no confirmation was opened');
    return CONFIRMED_WAYS[this.confirmation.option];
  }

  /** From the choice page, the way's page, on to the success page; stops where a page refuses. */
  private async deactivate(cardId: string, way: Way): Promise<void> {
    this.before = new Map(this.tiles().map((tile) => [tile.id, shownCents(tile.availableBalance)]));
    const { page: choice } = await this.enter(paths.deactivate(cardId), DeactivationChoicePresenter);
    if (choice.opened.notDeactivatable !== null) {
      this.cannot = true;
      return;
    }
    const chosen = choice.choices.find((candidate) => candidate.option === way.option);
    assert.ok(chosen, `the choice page does not offer ${way.option}`);
    const next = chosen.path;
    if (matchPath(ROUTES.deactivateCancel.path, next)) await this.cancel(cardId);
    else if (matchPath(ROUTES.deactivateTransfer.path, next)) await this.transfer(cardId, way.receiver);
    else await this.confirm(next);
  }

  private async cancel(cardId: string): Promise<void> {
    const { page, leave } = await this.enter(
      paths.deactivateCancel(cardId),
      DeactivationConfirmationPresenter,
    );
    assert.equal(page.refusal, null, `the Cancel page refuses (${String(page.refusal)})`);
    await page.confirm();
    leave();
    this.follow();
  }

  /** The Transfer page: the receiving card picked (or the first she may pick), then its confirmation. */
  private async transfer(cardId: string, receiver: string | null): Promise<void> {
    const { page } = await this.enter(paths.deactivateTransfer(cardId), TransferTargetPresenter);
    const candidate =
      receiver === null
        ? page.opened.receivingCards.find((card) => card.reason === null)
        : page.opened.receivingCards.find((card) => card.id === this.idOf(receiver));
    assert.ok(candidate, `the Transfer page lists no ${receiver ?? 'card she may pick'}`);
    if (candidate.reason !== null) {
      page.pick(candidate.id);
      assert.equal(page.picked, null, 'the Transfer page let her pick a refused card');
      this.refusal = shownText(candidate.reason);
      return;
    }
    page.pick(candidate.id);
    page.proceed();
    const next = service(this.world, Navigation).take();
    assert.ok(next?.kind === 'app', 'Continue led nowhere');
    await this.confirm(next.path);
  }

  private async confirm(confirmationPath: string): Promise<void> {
    const { page, leave } = await this.enter(confirmationPath, DeactivationConfirmationPresenter);
    assert.equal(page.refusal, null, `the confirmation refuses (${String(page.refusal)})`);
    await page.confirm();
    leave();
    this.follow();
  }

  /** Enters the page a route shows, as the router does. */
  private async enter<T>(route: string, kind: abstract new (...args: never[]) => T) {
    const { presenter, leave } = await enterPage(app(this.world).container, route);
    assert.ok(presenter instanceof kind, `${route} shows no ${kind.name}`);
    return { page: presenter, leave };
  }

  /** Where the page sent the consumer, as the shell follows it. */
  private follow(): void {
    const destination = service(this.world, Navigation).take();
    if (destination?.kind === 'app') this.landedOn = destination.path;
  }

  /** Jane holds the scenario's cards for real: she buys each at its value, the card to deactivate first. */
  private async holdCardsOnHand(): Promise<void> {
    if (this.names.size > 0) return;
    await newConsumerWithBasicIdentityCheck(this.world);
    for (const card of cardsOnHand(this.world).cards) {
      const euros = Number(/^(\d+)\.00 EUR$/.exec(card.value ?? '')?.[1]);
      assert.ok(euros > 0, `card ${card.name}: a card is bought for whole euros, not "${card.value}"`);
      const held = new Set(this.heldIds());
      assert.ok(await boughtCard(this.world, euros), `card ${card.name} was not issued`);
      const issued = this.heldIds().find((id) => !held.has(id));
      assert.ok(issued, `card ${card.name} was not issued`);
      this.names.set(card.name, issued);
    }
  }

  private heldIds(): string[] {
    return (service(this.world, ConsumerSession).current?.cards ?? []).map((card) => card.id);
  }

  private idOf(name: string): string {
    const id = this.names.get(name);
    assert.ok(id, `no card "${name}"`);
    return id;
  }

  private tiles() {
    return service(this.world, CardsPresenter).tiles;
  }
}
