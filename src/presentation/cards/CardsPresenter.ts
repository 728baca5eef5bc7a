import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { buyCardOffer, type BuyCardOffer } from '../../domain/cards/buyCardOffer';
import type { Card } from '../../domain/cards/Card';
import { cardActions, type CardActions } from '../../domain/cards/cardActions';
import {
  cardChipColour,
  cardDisplayState,
  type CardChipColour,
  type CardDisplayState,
} from '../../domain/cards/cardDisplayState';
import { formatExpiry } from '../../domain/cards/cardExpiry';
import { filterCards } from '../../domain/cards/cardFilter';
import { maskCardNumber } from '../../domain/cards/cardNumberMask';
import { sortCards } from '../../domain/cards/cardSort';
import { expiryNotice, type ExpiryNotice } from '../../domain/cards/expiryNotice';
import { inactivityNotice, type InactivityNoticeLevel } from '../../domain/cards/inactivityNotice';
import { selectedCard } from '../../domain/cards/selectedCard';
import { formatMoney } from '../../domain/money/formatMoney';
import { formatDay } from '../../domain/calendarDay';
import type { CardInactivity } from '../../application/cards/ports/CardGateway';
import { ReadInactivityFees, withInactivityFees } from '../../application/cards/usecases/ReadInactivityFees';
import { PaymentCancelledFlag, type CancelledPayment } from '../../application/orders/PaymentCancelledFlag';
import { CLOCK, type Clock } from '../../application/shared/Clock';
import { messageOf, type Message } from '../messages/Message';
import { LanguagePresenter } from '../shell/LanguagePresenter';
import { Navigation } from '../shell/Navigation';
import { paths } from '../shell/paths';
import { SessionPresenter } from '../shell/SessionPresenter';
import { CardDetailsPresenter } from './CardDetailsPresenter';
import { DEFAULT_CARDS_VIEW, type CardsView } from './cardsView';
import { InPlaceCardActions } from './InPlaceCardActions';

/** One card as its tile shows it, and the balance heading once it is selected. */
export interface CardTile {
  id: string;
  maskedNumber: string;
  lastFour: string;
  expiry: string;
  /** The actual balance less what pending transactions hold. */
  availableBalance: string;
  /** The actual balance, which the value sorts go by. */
  balance: string;
  displayState: CardDisplayState;
  chipColour: CardChipColour;
  actions: CardActions;
  expiryNotice: ExpiryNotice | null;
  inactivityNotice: { level: InactivityNoticeLevel; message: Message } | null;
}

/**
 * Consumer Cards (SPEC sections 2 and 4). The URL is the one source of truth for the selection, the
 * filter and the sort: the view passes the query's values in.
 */
@injectable()
export class CardsPresenter {
  /** Announced once, on the first visit after it. */
  readonly paymentCancelled: CancelledPayment | null;
  /** Null until read, or unreadable. */
  private fees: CardInactivity[] | null = null;
  constructor(
    @inject(SessionPresenter) readonly session: SessionPresenter,
    @inject(LanguagePresenter) private readonly languages: LanguagePresenter,
    @inject(PaymentCancelledFlag) cancelledFlag: PaymentCancelledFlag,
    @inject(ReadInactivityFees) private readonly readInactivityFees: ReadInactivityFees,
    @inject(InPlaceCardActions) readonly actions: InPlaceCardActions,
    @inject(CardDetailsPresenter) readonly details: CardDetailsPresenter,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(CLOCK) private readonly clock: Clock,
  ) {
    this.paymentCancelled = cancelledFlag.take();
    makeAutoObservable<CardsPresenter, 'clock'>(this, { clock: false });
  }

  async enter(): Promise<void> {
    this.actions.enter();
    const fees = await this.readInactivityFees.execute();
    // SPEC section 8: nothing is swallowed, an unreadable fee call is logged.
    if (!fees.ok) console.warn(`Inactivity fee data could not be read: ${fees.error.kind}`);
    else runInAction(() => (this.fees = fees.value));
  }

  /** Nothing stays on show, no timer or listener is left. */
  leave(): void {
    this.actions.leave();
    this.details.close();
  }

  private get cards(): Card[] {
    return withInactivityFees(this.session.consumer?.cards ?? [], this.fees ?? []);
  }

  private tileOf(card: Card, today: Date): CardTile {
    const displayState = cardDisplayState(card);
    const inactivity = inactivityNotice(card);
    const { language } = this.languages;
    return {
      id: card.id,
      maskedNumber: maskCardNumber(card.cardNumberLastFour),
      lastFour: card.cardNumberLastFour,
      expiry: formatExpiry(card.expireDate),
      availableBalance: formatMoney(card.availableBalance.amount, language),
      balance: formatMoney(card.actualBalance.amount, language),
      displayState,
      chipColour: cardChipColour(displayState),
      actions: cardActions(card),
      expiryNotice: expiryNotice(card, today),
      inactivityNotice: inactivity && {
        level: inactivity.level,
        message: messageOf(`cards.inactivity.${inactivity.level}`, {
          lastFour: card.cardNumberLastFour,
          date: formatDay(inactivity.startingDate),
          fee: { cents: inactivity.feeValue },
        }),
      },
    };
  }

  /** Every card, in the order the issuer lists them. */
  get tiles(): CardTile[] {
    const today = this.clock.now();
    return this.cards.map((card) => this.tileOf(card, today));
  }

  /** The cards the view's filter keeps, in its sort order. */
  tilesIn(view: CardsView = DEFAULT_CARDS_VIEW): CardTile[] {
    const today = this.clock.now();
    return sortCards(filterCards(this.cards, view.filter), view.sort).map((card) => this.tileOf(card, today));
  }

  get hasCards(): boolean {
    return this.cards.length > 0;
  }

  /** The card `selected` names among those listed, else the first listed. */
  selectedFor(requestedId: string | null, view: CardsView = DEFAULT_CARDS_VIEW): CardTile | null {
    return selectedCard(this.tilesIn(view), requestedId);
  }

  /** The cancelled-payment warning's notes (locale keys). */
  get paymentCancelledNotes(): string[] {
    const notes: string[] = [];
    if (this.paymentCancelled?.orderCancelled) notes.push('cards.page.paymentCancelled.orderCancelled');
    if (this.buyOffer === 'buy') notes.push('cards.page.paymentCancelled.newOrder');
    return notes;
  }

  get buyOffer(): BuyCardOffer {
    return buyCardOffer(this.session.consumer);
  }

  /** The placeholder card: on to Buy New Card, only while buying is offered. */
  buyCard(): void {
    if (this.buyOffer === 'buy') this.navigation.goTo(paths.buyCard());
  }
}
