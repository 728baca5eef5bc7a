import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
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
import { ActivateCard } from '../../application/cards/usecases/ActivateCard';
import { UnblockCard } from '../../application/cards/usecases/UnblockCard';
import { PaymentCancelledFlag, type CancelledPayment } from '../../application/orders/PaymentCancelledFlag';
import { PendingAction } from '../../application/session/PendingAction';
import { CLOCK, type Clock } from '../../application/shared/Clock';
import type { AppError, Result } from '../../application/shared/Result';
import { messageOf, type Message } from '../messages/Message';
import { LanguagePresenter } from '../shell/LanguagePresenter';
import { Navigation } from '../shell/Navigation';
import { paths } from '../shell/paths';
import { SessionPresenter } from '../shell/SessionPresenter';
import { CARD_ACTION_KEYS, cardActionFailure } from './cardMessages';

/** One card as its tile in the carousel shows it, with the balance the heading shows when it is selected. */
export interface CardTile {
  id: string;
  maskedNumber: string;
  lastFour: string;
  /** MM/YY */
  expiry: string;
  /** What the card can spend: its actual balance less what pending transactions hold. */
  availableBalance: string;
  /** The actual balance (settled transactions only), which the value sorts go by (SPEC section 4). */
  balance: string;
  displayState: CardDisplayState;
  chipColour: CardChipColour;
  /** The action buttons the card allows under it (SPEC section 4). */
  actions: CardActions;
  /** Set while the card is in its last 2 months of validity (src/domain/cards/expiryNotice.ts). */
  expiryNotice: ExpiryNotice | null;
  /** The card's inactivity-fee notice, when the issuer reports one for it. */
  inactivityNotice: InactivityNoticeModel | null;
}

/** The cards shown either side of the selected one; null at either end of the carousel. */
export interface Neighbours {
  previous: string | null;
  next: string | null;
}

/** What the filter and sort bar chose: which cards the carousel lists, and in which order. */
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

/** A card's inactivity-fee notice: its level and its sentence (card, starting date, monthly fee). */
export interface InactivityNoticeModel {
  level: InactivityNoticeLevel;
  message: Message;
}

/** The card actions the Cards screen does in place, with no page of their own. */
export type InPlaceCardAction = 'unblock' | 'activate';

/** What an in-place card action came to, about the card it names, shown next to the card's actions. */
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
 * Consumer Cards (SPEC section 2, "Cards screen"; section 4, "Card display state"): the signed-in
 * consumer's cards, filtered and sorted as the query says, the one the `selected` query names (else
 * the first listed), the actions the selected card allows, unblocking and activating, each card's
 * inactivity-fee notice, the expiry notice, the buy action (on to Buy New Card) or the level-1 card-limit prompt, and the
 * cancelled-payment warning. The URL is the one source of truth for the selection, the filter and the
 * sort: the view passes the query's values in, and after an unblock the presenter sends the visitor
 * to the cards address that lists every card with the unblocked one selected.
 */
@injectable()
export class CardsPresenter {
  /** A cancelled payment, announced once on the first visit after it (SPEC section 4); null: none. */
  readonly paymentCancelled: CancelledPayment | null;
  /** The issuer's inactivity-fee data, merged into the cards once read (null: not read yet, or unreadable). */
  private fees: CardInactivity[] | null = null;
  /** The in-place action under way (its button waits), or null. */
  busyWith: InPlaceCardAction | null = null;
  /**
   * The latest in-place action not yet done: its card, and the sort to keep when it is (also across a
   * sign-in, which replays it).
   */
  private actionContext: { action: InPlaceCardAction; cardId: string; sort: CardSort } | null = null;
  /** The latest in-place action's outcome. */
  actionOutcome: CardActionOutcome | null = null;
  private stopListening: () => void = () => undefined;

  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(LanguagePresenter) private readonly languages: LanguagePresenter,
    @inject(PaymentCancelledFlag) cancelledFlag: PaymentCancelledFlag,
    @inject(ReadInactivityFees) private readonly readInactivityFees: ReadInactivityFees,
    @inject(UnblockCard) private readonly unblockCard: UnblockCard,
    @inject(ActivateCard) private readonly activateCard: ActivateCard,
    @inject(PendingAction) private readonly pending: PendingAction,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(CLOCK) private readonly clock: Clock,
  ) {
    this.paymentCancelled = cancelledFlag.take();
    makeAutoObservable<
      CardsPresenter,
      | 'session'
      | 'languages'
      | 'readInactivityFees'
      | 'unblockCard'
      | 'activateCard'
      | 'pending'
      | 'navigation'
      | 'clock'
      | 'stopListening'
    >(this, {
      session: false,
      languages: false,
      readInactivityFees: false,
      unblockCard: false,
      activateCard: false,
      pending: false,
      navigation: false,
      clock: false,
      stopListening: false,
    });
  }

  /** Entering the screen: reads the inactivity-fee data, and hears an action replayed after sign-in. */
  async open(): Promise<void> {
    this.stopListening();
    const listeners = [
      this.pending.onReplay('unblockCard', (result) => this.done('unblock', result)),
      this.pending.onReplay('activateCard', (result) => this.done('activate', result)),
    ];
    this.stopListening = () => listeners.forEach((stop) => stop());
    const fees = await this.readInactivityFees.execute();
    runInAction(() => {
      if (fees.ok) this.fees = fees.value;
      else logFeeReadFailure(fees.error.kind);
    });
  }

  /** Leaving the screen: a replay no longer reaches it. */
  close(): void {
    this.stopListening();
    this.stopListening = () => undefined;
  }

  private money(cents: number): string {
    return formatMoney(cents, this.languages.language);
  }

  /**
   * The consumer's cards, each with the inactivity-fee data the issuer's own call reports for it: that
   * call is the one to believe (a card it does not name carries none); until it has answered, no card
   * carries any.
   */
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

  /** The card's inactivity-fee notice (NOTIFICATION or WARNING), with its starting date and monthly fee. */
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

  /** The cards the view lists: those its filter keeps, in its sort order (SPEC section 4). */
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

  /**
   * What the cancelled-payment warning says after its title (locale keys): that the order was
   * cancelled too, when the shop heard it was, and to start a new order, where one may be bought (at
   * the card limit, the card-limit prompt says what to do instead).
   */
  get paymentCancelledNotes(): string[] {
    const notes: string[] = [];
    if (this.paymentCancelled?.orderCancelled) notes.push('cards.page.paymentCancelled.orderCancelled');
    if (this.buyOffer === 'buy') notes.push('cards.page.paymentCancelled.newOrder');
    return notes;
  }

  /** Buy, the level-1 prompt to verify identity, or nothing (SPEC sections 2 and 6). */
  get buyOffer(): BuyCardOffer {
    const consumer = this.session.consumer;
    return consumer === null ? 'none' : buyCardOffer(consumer);
  }

  /** The level-1 limits the card-limit prompt quotes, in the language's money format. */
  get levelOneLimits(): { accountLimit: string; purchaseLimit: string } {
    return {
      accountLimit: this.money(KYC_LEVEL_1_ACCOUNT_LIMIT),
      purchaseLimit: this.money(KYC_LEVEL_1_PURCHASE_LIMIT),
    };
  }

  /**
   * Unblocks a blocked card (UnblockCard). Done, every card is listed again with it selected, the
   * sort kept (SPEC section 4, afterUnblock).
   */
  unblock(cardId: string, view: CardsView = DEFAULT_CARDS_VIEW): Promise<void> {
    return this.runInPlace('unblock', cardId, view);
  }

  /** Activates an inactive card (ActivateCard); done, the card stays selected, now ACTIVE. */
  activate(cardId: string, view: CardsView = DEFAULT_CARDS_VIEW): Promise<void> {
    return this.runInPlace('activate', cardId, view);
  }

  /**
   * One in-place action at a time. Refused, the screen says why and stays as it was; an ended
   * session keeps the action for after signing in again.
   */
  private async runInPlace(action: InPlaceCardAction, cardId: string, view: CardsView): Promise<void> {
    if (this.busyWith !== null) return;
    this.busyWith = action;
    this.actionContext = { action, cardId, sort: view.sort };
    this.actionOutcome = null;
    const result =
      action === 'unblock' ? await this.unblockCard.execute(cardId) : await this.activateCard.execute(cardId);
    runInAction(() => this.done(action, result));
  }

  private done(action: InPlaceCardAction, result: Result<Consumer>): void {
    this.busyWith = null;
    const context = this.actionContext;
    if (context === null || context.action !== action) return;
    const { cardId, sort } = context;
    const failed = (error: AppError) => {
      this.actionOutcome = { action, cardId, type: 'error', message: cardActionFailure(action, error) };
    };
    // Kept by the use case, which asked for sign-in; it is done when replayed, and this hears it.
    if (!result.ok && result.error.kind === 'Unauthorized') return failed(result.error);
    this.actionContext = null;
    if (!result.ok) {
      if (result.error.kind === 'NotFound') this.navigation.goTo(paths.notFound(), { replace: true });
      else failed(result.error);
      return;
    }
    const lastFour = result.value.cards.find((card) => card.id === cardId)?.cardNumberLastFour ?? '';
    this.actionOutcome = {
      action,
      cardId,
      type: 'success',
      message: messageOf(CARD_ACTION_KEYS[action].done, { lastFour }),
    };
    if (action === 'activate') return;
    const next = afterUnblock(cardId);
    this.navigation.goTo(
      paths.cards({
        selected: next.selected,
        filter: next.filter === DEFAULT_CARD_FILTER ? null : next.filter,
        sort: sort === DEFAULT_CARD_SORT ? null : sort,
      }),
      { replace: true },
    );
  }

  /** The placeholder card and the buy button: on to Buy New Card, only while buying is offered. */
  buyCard(): void {
    if (this.buyOffer === 'buy') this.navigation.goTo(paths.buyCard());
  }

  /** Signs out and returns where to go: the Authorization page (SPEC section 4, logout). */
  async signOut(): Promise<void> {
    await this.session.signOut();
  }
}
