import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
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
import {
  DEFAULT_CARD_FILTER,
  filterCards,
  isCardFilter,
  type CardFilter,
} from '../../domain/cards/cardFilter';
import { maskCardNumber } from '../../domain/cards/cardNumberMask';
import { DEFAULT_CARD_SORT, isCardSort, sortCards, type CardSort } from '../../domain/cards/cardSort';
import { expiryNotice, type ExpiryNotice } from '../../domain/cards/expiryNotice';
import {
  formatFeeStartingDate,
  inactivityNotice,
  type InactivityNoticeLevel,
} from '../../domain/cards/inactivityNotice';
import { selectedCard } from '../../domain/cards/selectedCard';
import type { Consumer } from '../../domain/consumer/Consumer';
import { formatMoney } from '../../domain/money/formatMoney';
import { KYC_LEVEL_1_ACCOUNT_LIMIT, KYC_LEVEL_1_PURCHASE_LIMIT } from '../../domain/orders/cardLimit';
import type { CardInactivity } from '../../application/cards/ports/CardGateway';
import { ReadInactivityFees } from '../../application/cards/usecases/ReadInactivityFees';
import { ACTIVATE_CARD, ActivateCard } from '../../application/cards/usecases/ActivateCard';
import { UNBLOCK_CARD, UnblockCard } from '../../application/cards/usecases/UnblockCard';
import { PaymentCancelledFlag, type CancelledPayment } from '../../application/orders/PaymentCancelledFlag';
import { CLOCK, type Clock } from '../../application/shared/Clock';
import { messageOf, type Message } from '../messages/Message';
import { LanguagePresenter } from '../shell/LanguagePresenter';
import { Navigation } from '../shell/Navigation';
import { paths } from '../shell/paths';
import { SessionPresenter } from '../shell/SessionPresenter';
import { Call } from '../calls/Call';
import { CallReplays } from '../calls/CallReplays';
import { CARD_ACTION_DONE, CARD_ACTION_WORDS } from './cardMessages';

/** One card as its tile in the carousel shows it, with the balance the heading shows when it is selected. */
export interface CardTile {
  id: string;
  maskedNumber: string;
  lastFour: string;
  /** MM/YY */
  expiry: string;
  /** The actual balance less what pending transactions hold. */
  availableBalance: string;
  /** The actual balance, which the value sorts go by. */
  balance: string;
  displayState: CardDisplayState;
  chipColour: CardChipColour;
  actions: CardActions;
  expiryNotice: ExpiryNotice | null;
  inactivityNotice: InactivityNoticeModel | null;
}

/** The cards either side of the selected one; null at either end. */
export interface Neighbours {
  previous: string | null;
  next: string | null;
}

/** What the filter and sort bar chose. */
export interface CardsView {
  filter: CardFilter;
  sort: CardSort;
}

export const DEFAULT_CARDS_VIEW: CardsView = { filter: DEFAULT_CARD_FILTER, sort: DEFAULT_CARD_SORT };

/** The view the query's `filter` and `sort` name; a missing or unknown value is the default. */
export function cardsViewOf(filter: string | null, sort: string | null): CardsView {
  return {
    filter: filter !== null && isCardFilter(filter) ? filter : DEFAULT_CARD_FILTER,
    sort: sort !== null && isCardSort(sort) ? sort : DEFAULT_CARD_SORT,
  };
}

/** A card's inactivity-fee notice: its level and its sentence. */
export interface InactivityNoticeModel {
  level: InactivityNoticeLevel;
  message: Message;
}

/** The card actions the Cards screen does in place, with no page of their own. */
export type InPlaceCardAction = 'unblock' | 'activate';

/** What an in-place card action came to, shown next to the card's actions. */
export interface CardActionOutcome {
  action: InPlaceCardAction;
  cardId: string;
  type: 'success' | 'error';
  message: Message;
}

const INACTIVITY_KEYS: Record<InactivityNoticeLevel, string> = {
  notification: 'cards.inactivity.notification',
  warning: 'cards.inactivity.warning',
};

/** Fee data is logged when it cannot be read (SPEC section 8: nothing is swallowed). */
function logFeeReadFailure(kind: string): void {
  console.warn(`Inactivity fee data could not be read: ${kind}`);
}

/**
 * Consumer Cards (SPEC sections 2 and 4). The URL is the one source of truth for the selection, the
 * filter and the sort: the view passes the query's values in.
 */
@injectable()
export class CardsPresenter {
  /** A cancelled payment, announced once on the first visit after it. */
  readonly paymentCancelled: CancelledPayment | null;
  /** The issuer's inactivity-fee data; null until read, or unreadable. */
  private fees: CardInactivity[] | null = null;
  /** The latest in-place action: its card, and the sort to keep once it is done (even after a replay). */
  private latest: { action: InPlaceCardAction; cardId: string; sort: CardSort } | null = null;
  readonly calls: Record<InPlaceCardAction, Call<Consumer>> = {
    unblock: this.inPlace('unblock'),
    activate: this.inPlace('activate'),
  };

  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(LanguagePresenter) private readonly languages: LanguagePresenter,
    @inject(PaymentCancelledFlag) cancelledFlag: PaymentCancelledFlag,
    @inject(ReadInactivityFees) private readonly readInactivityFees: ReadInactivityFees,
    @inject(UnblockCard) private readonly unblockCard: UnblockCard,
    @inject(ActivateCard) private readonly activateCard: ActivateCard,
    @inject(CallReplays) private readonly replays: CallReplays,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(CLOCK) private readonly clock: Clock,
  ) {
    this.paymentCancelled = cancelledFlag.take();
    makeAutoObservable<CardsPresenter, 'clock' | 'latest'>(this, { clock: false, latest: observableRef });
  }

  async enter(): Promise<void> {
    this.replays.leave();
    this.replays.hear(this.calls.unblock, UNBLOCK_CARD);
    this.replays.hear(this.calls.activate, ACTIVATE_CARD);
    const fees = await this.readInactivityFees.execute();
    runInAction(() => {
      if (fees.ok) this.fees = fees.value;
      else logFeeReadFailure(fees.error.kind);
    });
  }

  leave(): void {
    this.replays.leave();
  }

  private money(cents: number): string {
    return formatMoney(cents, this.languages.language);
  }

  /** The cards with the fee data the issuer's own fee call reports (the one to believe), none until it answers. */
  private get cards(): Card[] {
    const cards = this.session.consumer?.cards ?? [];
    const fees = this.fees ?? [];
    return cards.map((card) => {
      const fee = fees.find((entry) => entry.id === card.id);
      return {
        ...card,
        inactivityFeeData: fee
          ? { display: fee.display, startingDate: fee.startingDate, feeValue: fee.feeValue }
          : null,
      };
    });
  }

  private tileOf(card: Card, today: Date): CardTile {
    const displayState = cardDisplayState(card);
    return {
      id: card.id,
      maskedNumber: maskCardNumber(card.cardNumberLastFour),
      lastFour: card.cardNumberLastFour,
      expiry: formatExpiry(card.expireDate),
      availableBalance: this.money(card.availableBalance.amount),
      balance: this.money(card.actualBalance.amount),
      displayState,
      chipColour: cardChipColour(displayState),
      actions: cardActions(card),
      expiryNotice: expiryNotice(card, today),
      inactivityNotice: this.inactivityNoticeOf(card),
    };
  }

  private inactivityNoticeOf(card: Card): InactivityNoticeModel | null {
    const notice = inactivityNotice(card);
    if (notice === null) return null;
    return {
      level: notice.level,
      message: messageOf(INACTIVITY_KEYS[notice.level], {
        lastFour: card.cardNumberLastFour,
        date: formatFeeStartingDate(notice.startingDate),
        fee: { cents: notice.feeValue },
      }),
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

  /** The card the query's `selected` id names among those listed, else the first listed; null when none is. */
  selectedFor(requestedId: string | null, view: CardsView = DEFAULT_CARDS_VIEW): CardTile | null {
    return selectedCard(this.tilesIn(view), requestedId);
  }

  neighboursOf(cardId: string, view: CardsView = DEFAULT_CARDS_VIEW): Neighbours {
    const tiles = this.tilesIn(view);
    const index = tiles.findIndex((tile) => tile.id === cardId);
    if (index < 0) return { previous: null, next: null };
    return { previous: tiles[index - 1]?.id ?? null, next: tiles[index + 1]?.id ?? null };
  }

  /** The cancelled-payment warning's notes (locale keys): the order cancelled too, a new order where one may be bought. */
  get paymentCancelledNotes(): string[] {
    const notes: string[] = [];
    if (this.paymentCancelled?.orderCancelled) notes.push('cards.page.paymentCancelled.orderCancelled');
    if (this.buyOffer === 'buy') notes.push('cards.page.paymentCancelled.newOrder');
    return notes;
  }

  get buyOffer(): BuyCardOffer {
    const consumer = this.session.consumer;
    return consumer === null ? 'none' : buyCardOffer(consumer);
  }

  /** The level-1 limits the card-limit prompt quotes. */
  get levelOneLimits(): { accountLimit: string; purchaseLimit: string } {
    return {
      accountLimit: this.money(KYC_LEVEL_1_ACCOUNT_LIMIT),
      purchaseLimit: this.money(KYC_LEVEL_1_PURCHASE_LIMIT),
    };
  }

  unblock(cardId: string, view: CardsView = DEFAULT_CARDS_VIEW): Promise<void> {
    return this.runInPlace('unblock', cardId, view);
  }

  activate(cardId: string, view: CardsView = DEFAULT_CARDS_VIEW): Promise<void> {
    return this.runInPlace('activate', cardId, view);
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
    return { action, cardId, type: 'success', message: messageOf(CARD_ACTION_DONE[action], { lastFour }) };
  }

  /** One in-place action at a time. */
  private async runInPlace(action: InPlaceCardAction, cardId: string, view: CardsView): Promise<void> {
    if (this.busyWith !== null) return;
    this.latest = { action, cardId, sort: view.sort };
    const other = this.calls[action === 'unblock' ? 'activate' : 'unblock'];
    other.reset();
    await this.calls[action].run(() =>
      action === 'unblock' ? this.unblockCard.execute(cardId) : this.activateCard.execute(cardId),
    );
  }

  private inPlace(action: InPlaceCardAction): Call<Consumer> {
    return new Call<Consumer>(CARD_ACTION_WORDS[action], {
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

  /** The placeholder card: on to Buy New Card, only while buying is offered. */
  buyCard(): void {
    if (this.buyOffer === 'buy') this.navigation.goTo(paths.buyCard());
  }

  async signOut(): Promise<void> {
    await this.session.signOut();
  }
}
