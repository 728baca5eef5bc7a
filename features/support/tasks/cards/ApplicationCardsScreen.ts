import assert from 'node:assert/strict';
import type { Card } from '../../../../src/domain/cards/Card';
import { ConsumerSession } from '../../../../src/application/session/ConsumerSession';
import { signIn } from '../../../../src/composition/testing/sandboxApp';
import { CardsPresenter } from '../../../../src/presentation/cards/CardsPresenter';
import { app, credentialsOf, service } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import type { CardsScreen, ShownCard } from './CardsScreen';
import { cardsOnHand, type CardOnHand } from './cardsOnHand';

/**
 * The cards screen in-process: Camille signs in, the issuer reports the scenario's cards as hers
 * (her own first card, changed as the scenario describes it), and the screen's presenter shows them.
 */
export class ApplicationCardsScreen implements CardsScreen {
  private screen: CardsPresenter | null = null;

  constructor(private readonly world: ShopWorld) {}

  /** Camille opens the cards screen, the issuer reporting the scenario's cards as hers. */
  private async open(): Promise<CardsPresenter> {
    const camille = await signIn(app(this.world).container, credentialsOf('Camille'));
    const [own] = camille.cards;
    assert.ok(own, 'Camille holds no card to start from');
    const cards = cardsOnHand(this.world).cards.map((card) => asIssued(own, card));
    service(this.world, ConsumerSession).store({ ...camille, cards });
    return service(this.world, CardsPresenter);
  }

  async tileOfSubject(): Promise<ShownCard> {
    this.screen ??= await this.open();
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
