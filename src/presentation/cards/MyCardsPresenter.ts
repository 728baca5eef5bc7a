import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  cardChipColour,
  cardDisplayState,
  type CardChipColour,
  type CardDisplayState,
} from '../../domain/cards/cardDisplayState';
import { formatExpiry } from '../../domain/cards/cardExpiry';
import { maskCardNumber } from '../../domain/cards/cardNumberMask';
import { formatMoney } from '../../domain/money/formatMoney';
import { PaymentCancelledFlag } from '../../application/orders/PaymentCancelledFlag';
import { LanguagePresenter } from '../shell/LanguagePresenter';
import { SessionPresenter } from '../shell/SessionPresenter';

/** One card as the list shows it. */
export interface CardRow {
  id: string;
  maskedNumber: string;
  lastFour: string;
  expiry: string;
  availableBalance: string;
  displayState: CardDisplayState;
  chipColour: CardChipColour;
}

/**
 * A first version of Consumer Cards: the signed-in consumer's cards as the profile holds them,
 * masked number, expiry, available balance and state. The full cards screen replaces it.
 */
@injectable()
export class MyCardsPresenter {
  /** A cancelled payment is announced once, on the first visit after it (SPEC section 4). */
  readonly paymentCancelled: boolean;

  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(LanguagePresenter) private readonly languages: LanguagePresenter,
    @inject(PaymentCancelledFlag) cancelledFlag: PaymentCancelledFlag,
  ) {
    this.paymentCancelled = cancelledFlag.take();
    makeAutoObservable<MyCardsPresenter, 'session' | 'languages'>(this, { session: false, languages: false });
  }

  get rows(): CardRow[] {
    const cards = this.session.consumer?.cards ?? [];
    return cards.map((card) => {
      const displayState = cardDisplayState(card);
      return {
        id: card.id,
        maskedNumber: maskCardNumber(card.cardNumberLastFour),
        lastFour: card.cardNumberLastFour,
        expiry: formatExpiry(card.expireDate),
        availableBalance: formatMoney(card.availableBalance.amount, this.languages.language),
        displayState,
        chipColour: cardChipColour(displayState),
      };
    });
  }
}
