import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { buyCardOffer, type BuyCardOffer } from '../../domain/cards/buyCardOffer';
import {
  cardChipColour,
  cardDisplayState,
  type CardChipColour,
  type CardDisplayState,
} from '../../domain/cards/cardDisplayState';
import { formatExpiry } from '../../domain/cards/cardExpiry';
import { maskCardNumber } from '../../domain/cards/cardNumberMask';
import { selectedCard } from '../../domain/cards/selectedCard';
import { formatMoney } from '../../domain/money/formatMoney';
import { KYC_LEVEL_1_ACCOUNT_LIMIT, KYC_LEVEL_1_PURCHASE_LIMIT } from '../../domain/orders/cardLimit';
import { PaymentCancelledFlag } from '../../application/orders/PaymentCancelledFlag';
import { LanguagePresenter } from '../shell/LanguagePresenter';
import { SessionPresenter } from '../shell/SessionPresenter';

/** One card as its tile in the carousel shows it, with the balance the heading shows when it is selected. */
export interface CardTile {
  id: string;
  maskedNumber: string;
  lastFour: string;
  /** MM/YY */
  expiry: string;
  availableBalance: string;
  displayState: CardDisplayState;
  chipColour: CardChipColour;
}

/** The cards shown either side of the selected one; null at either end of the carousel. */
export interface Neighbours {
  previous: string | null;
  next: string | null;
}

/**
 * Consumer Cards, first version (SPEC section 2, "Cards screen"): the signed-in consumer's cards as
 * the profile holds them, the one the `selected` query names (else the first), the buy action or the
 * level-1 card-limit prompt, the cancelled-payment warning, and the order dialog. The URL is the one
 * source of truth for the selection: the view passes the query's id in.
 */
@injectable()
export class CardsPresenter {
  /** A cancelled payment is announced once, on the first visit after it (SPEC section 4). */
  readonly paymentCancelled: boolean;
  /** The order dialog (placeholder card or buy button). */
  orderOpen = false;

  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(LanguagePresenter) private readonly languages: LanguagePresenter,
    @inject(PaymentCancelledFlag) cancelledFlag: PaymentCancelledFlag,
  ) {
    this.paymentCancelled = cancelledFlag.take();
    makeAutoObservable<CardsPresenter, 'session' | 'languages'>(this, { session: false, languages: false });
  }

  private money(cents: number): string {
    return formatMoney(cents, this.languages.language);
  }

  get tiles(): CardTile[] {
    const cards = this.session.consumer?.cards ?? [];
    return cards.map((card) => {
      const displayState = cardDisplayState(card);
      return {
        id: card.id,
        maskedNumber: maskCardNumber(card.cardNumberLastFour),
        lastFour: card.cardNumberLastFour,
        expiry: formatExpiry(card.expireDate),
        availableBalance: this.money(card.availableBalance.amount),
        displayState,
        chipColour: cardChipColour(displayState),
      };
    });
  }

  get hasCards(): boolean {
    return this.tiles.length > 0;
  }

  /** The card the query's `selected` id names, else the first card; null without cards. */
  selectedFor(requestedId: string | null): CardTile | null {
    return selectedCard(this.tiles, requestedId);
  }

  neighboursOf(cardId: string): Neighbours {
    const index = this.tiles.findIndex((tile) => tile.id === cardId);
    if (index < 0) return { previous: null, next: null };
    return { previous: this.tiles[index - 1]?.id ?? null, next: this.tiles[index + 1]?.id ?? null };
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

  /** Opens the order dialog, only while buying is offered. */
  openOrder(): void {
    if (this.buyOffer === 'buy') this.orderOpen = true;
  }

  closeOrder(): void {
    this.orderOpen = false;
  }

  /** Signs out and returns where to go: the Authorization page (SPEC section 4, logout). */
  async signOut(): Promise<void> {
    this.orderOpen = false;
    await this.session.signOut();
  }
}
