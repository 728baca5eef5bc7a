import { inject, injectable } from 'inversify';
import {
  compareShallow,
  compareStructural,
  computed,
  computedStruct,
  makeAutoObservable,
  observableRef,
  runInAction,
  type IComputedValue,
} from 'mobx';
import { afterUnblock } from '../../domain/cards/afterUnblock';
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
import { DEFAULT_CARD_FILTER, filterCards } from '../../domain/cards/cardFilter';
import { maskCardNumber } from '../../domain/cards/cardNumberMask';
import { DEFAULT_CARD_SORT, sortCards, type CardSort } from '../../domain/cards/cardSort';
import { expiryNotice, type ExpiryNotice } from '../../domain/cards/expiryNotice';
import { inactivityNotice, type InactivityNoticeLevel } from '../../domain/cards/inactivityNotice';
import { selectedCard } from '../../domain/cards/selectedCard';
import { formatMoney } from '../../domain/money/formatMoney';
import { formatDay } from '../../domain/calendarDay';
import type { Consumer } from '../../domain/consumer/Consumer';
import type { CardInactivity } from '../../application/cards/ports/CardGateway';
import { ACTIVATE_CARD, ActivateCard } from '../../application/cards/usecases/ActivateCard';
import { ReadInactivityFees, withInactivityFees } from '../../application/cards/usecases/ReadInactivityFees';
import { UNBLOCK_CARD, UnblockCard } from '../../application/cards/usecases/UnblockCard';
import { PaymentCancelledFlag, type CancelledPayment } from '../../application/orders/PaymentCancelledFlag';
import { CLOCK, type Clock } from '../../application/shared/Clock';
import { Call } from '../calls/Call';
import { CallReplays } from '../calls/CallReplays';
import { messageOf, type Message } from '../messages/Message';
import { LanguagePresenter } from '../shell/LanguagePresenter';
import { Navigation } from '../shell/Navigation';
import { paths } from '../shell/paths';
import { SessionPresenter } from '../shell/SessionPresenter';
import { cardActionWords } from './cardMessages';
import type { CardDetailsPresenter } from './CardDetailsPresenter';
import { DEFAULT_CARDS_VIEW, type CardsView } from './cardsView';

/** Unblock and Activate are done in place on the Cards screen, one at a time; replayed after sign-in. */
export type InPlaceCardAction = 'unblock' | 'activate';

export interface CardActionOutcome {
  action: InPlaceCardAction;
  cardId: string;
  type: 'success' | 'error';
  message: Message;
}

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
}

/** A card's inactivity-fee notice: its mark on the tile, and the notice below the card once selected. */
export interface CardInactivityNotice {
  level: InactivityNoticeLevel;
  message: Message;
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
  /** The fee call has answered or failed: its notice's place, and what follows it, can be drawn. */
  feesSettled = false;
  /** The latest in-place action; its sort is kept once it is done (even after a replay). */
  private latest: { action: InPlaceCardAction; cardId: string; sort: CardSort } | null = null;
  /** Each view's listing, kept while the page shows it: choosing a card lists and draws no tile again. */
  private readonly listings = new Map<string, IComputedValue<CardTile[]>>();
  /** Each card's tile, kept while what it shows reads the same. */
  private readonly tileValues = new Map<string, IComputedValue<CardTile | null>>();
  /**
   * The card-details modal's presenter, once the modal's part has downloaded and made it: the cards
   * paint without it (its code form and validation), and a press on Details before then is kept.
   */
  details: CardDetailsPresenter | null = null;
  /** The card whose details were asked for before the modal's part was there. */
  detailsAsked: string | null = null;
  private readonly calls: Record<InPlaceCardAction, Call<Consumer>> = {
    unblock: this.inPlace('unblock'),
    activate: this.inPlace('activate'),
  };

  constructor(
    @inject(SessionPresenter) readonly session: SessionPresenter,
    @inject(LanguagePresenter) private readonly languages: LanguagePresenter,
    @inject(PaymentCancelledFlag) cancelledFlag: PaymentCancelledFlag,
    @inject(ReadInactivityFees) private readonly readInactivityFees: ReadInactivityFees,
    @inject(UnblockCard) private readonly unblockCard: UnblockCard,
    @inject(ActivateCard) private readonly activateCard: ActivateCard,
    @inject(CallReplays) readonly replays: CallReplays,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(CLOCK) private readonly clock: Clock,
  ) {
    this.paymentCancelled = cancelledFlag.take();
    makeAutoObservable<CardsPresenter, 'clock' | 'latest' | 'listings' | 'tileValues' | 'noticeById'>(this, {
      clock: false,
      latest: observableRef,
      listings: false,
      tileValues: false,
      // Read by every tile: a fee answer changing nothing draws nothing again.
      noticeById: computedStruct,
      details: observableRef,
    });
  }

  async enter(): Promise<void> {
    this.replays.leave();
    this.replays.hear(this.calls.unblock, UNBLOCK_CARD);
    this.replays.hear(this.calls.activate, ACTIVATE_CARD);
    const fees = await this.readInactivityFees.execute();
    // SPEC section 8: nothing is swallowed, an unreadable fee call is logged.
    if (!fees.ok) console.warn(`Inactivity fee data could not be read: ${fees.error.kind}`);
    runInAction(() => {
      if (fees.ok) this.fees = fees.value;
      this.feesSettled = true;
    });
  }

  /** Nothing stays on show, no timer or listener is left. */
  leave(): void {
    this.details?.close();
    this.detailsAsked = null;
  }

  /** Details (the eye): the modal opens for the card, at once or as soon as its part is there. */
  showDetails(cardId: string): void {
    if (this.details === null) this.detailsAsked = cardId;
    else void this.details.show(cardId);
  }

  /** The modal's part has made its presenter: it shows what was asked for meanwhile. */
  detailsReady(details: CardDetailsPresenter): void {
    this.details = details;
    const asked = this.detailsAsked;
    this.detailsAsked = null;
    if (asked !== null) void details.show(asked);
  }

  private get cards(): Card[] {
    return withInactivityFees(this.session.consumer?.cards ?? [], this.fees ?? []);
  }

  private tileOf(card: Card, today: Date): CardTile {
    const displayState = cardDisplayState(card);
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
    };
  }

  /**
   * The notices of the cards the fee call names, apart from the tiles: the fee answer, which comes after
   * the cards have painted, draws the marked tiles and the notice again, not the page.
   */
  private get noticeById(): Map<string, CardInactivityNotice> {
    const notices = new Map<string, CardInactivityNotice>();
    for (const card of this.cards) {
      const inactivity = inactivityNotice(card);
      if (inactivity === null) continue;
      notices.set(card.id, {
        level: inactivity.level,
        message: messageOf(`cards.inactivity.${inactivity.level}`, {
          lastFour: card.cardNumberLastFour,
          date: formatDay(inactivity.startingDate),
          fee: { cents: inactivity.feeValue },
        }),
      });
    }
    return notices;
  }

  inactivityNoticeOf(cardId: string): CardInactivityNotice | null {
    return this.noticeById.get(cardId) ?? null;
  }

  private get cardById(): Map<string, Card> {
    return new Map(this.cards.map((card) => [card.id, card]));
  }

  /**
   * The card's tile, the same object for as long as what it shows reads the same: an answer changing one
   * card (an unblock, a fee answer) draws that tile again and leaves the others, and the listing, as they are.
   */
  private tileFor(cardId: string): CardTile | null {
    let tile = this.tileValues.get(cardId);
    if (tile === undefined) {
      tile = computed(
        () => {
          const card = this.cardById.get(cardId);
          return card === undefined ? null : this.tileOf(card, this.clock.now());
        },
        { equals: compareStructural },
      );
      this.tileValues.set(cardId, tile);
    }
    return tile.get();
  }

  /** Every card, in the order the issuer lists them. */
  get tiles(): CardTile[] {
    return this.cards.flatMap((card) => this.tileFor(card.id) ?? []);
  }

  /** The cards the view's filter keeps, in its sort order. */
  tilesIn(view: CardsView = DEFAULT_CARDS_VIEW): CardTile[] {
    const key = `${view.filter} ${view.sort}`;
    let listing = this.listings.get(key);
    if (listing === undefined) {
      const { filter, sort } = view;
      listing = computed(
        () => sortCards(filterCards(this.cards, filter), sort).flatMap((card) => this.tileFor(card.id) ?? []),
        // The same tiles in the same order: the same listing, and nothing drawn again.
        { equals: compareShallow },
      );
      this.listings.set(key, listing);
    }
    return listing.get();
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

  get busyWith(): InPlaceCardAction | null {
    return this.calls.unblock.running ? 'unblock' : this.calls.activate.running ? 'activate' : null;
  }

  get actionOutcome(): CardActionOutcome | null {
    if (this.latest === null) return null;
    const { action, cardId } = this.latest;
    const { failure, value } = this.calls[action];
    if (failure !== null) return { action, cardId, type: 'error', message: failure };
    if (value === null) return null;
    const lastFour = value.cards.find((card) => card.id === cardId)?.cardNumberLastFour ?? '';
    return { action, cardId, type: 'success', message: messageOf(`cards.${action}.success`, { lastFour }) };
  }

  /** One at a time. */
  async run(action: InPlaceCardAction, cardId: string, view: CardsView = DEFAULT_CARDS_VIEW): Promise<void> {
    if (this.busyWith !== null) return;
    this.latest = { action, cardId, sort: view.sort };
    this.calls[action === 'unblock' ? 'activate' : 'unblock'].reset();
    await this.calls[action].run(() =>
      action === 'unblock' ? this.unblockCard.execute(cardId) : this.activateCard.execute(cardId),
    );
  }

  private inPlace(action: InPlaceCardAction): Call<Consumer> {
    return new Call<Consumer>(cardActionWords(action), {
      done: () => this.done(action),
      notFound: () => this.navigation.notFound(),
    });
  }

  /** An unblocked card is listed again among every card, selected, the sort kept (afterUnblock). */
  private done(action: InPlaceCardAction): void {
    const latest = this.latest;
    if (action !== 'unblock' || latest?.action !== 'unblock') return;
    const next = afterUnblock(latest.cardId);
    this.navigation.goTo(
      paths.cards({
        selected: next.selected,
        filter: next.filter === DEFAULT_CARD_FILTER ? null : next.filter,
        sort: latest.sort === DEFAULT_CARD_SORT ? null : latest.sort,
      }),
      { replace: true },
    );
  }
}
