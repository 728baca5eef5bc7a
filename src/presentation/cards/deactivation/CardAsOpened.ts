import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import type { CancelOption, Card } from '../../../domain/cards/Card';
import { deactivationOptions } from '../../../domain/cards/deactivationOptions';
import { deactivationPreview, type DeactivationPreview } from '../../../domain/cards/deactivationPreview';
import {
  transferCandidates,
  UNKNOWN_CONSUMER_TRANSFER_CAP,
  type TransferCandidate,
} from '../../../domain/cards/transferCandidates';
import type { Consumer } from '../../../domain/consumer/Consumer';
import type { Cents } from '../../../domain/money/Cents';
import { messageOf, type Message } from '../../messages/Message';
import { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';
import { SessionPresenter } from '../../shell/SessionPresenter';

/**
 * Why the card cannot be deactivated at all: it is cancelled already, it is blocked (unblock it
 * first), or the issuer offers no option for it.
 */
export type NotDeactivatable = 'cancelled' | 'blocked' | 'noOption';

/**
 * Why the balance cannot be transferred: the card cannot be deactivated at all, the consumer has no
 * other card, none of them may receive it, or the card does not offer a transfer (the issuer's
 * options, or a balance below the 1.00 EUR fee).
 */
export type TransferRefusal = NotDeactivatable | 'noOtherCard' | 'noEligibleTarget' | 'notOffered';

/** A card as the deactivation pages name it. Decision: its balance is the available balance, the one Cards shows and the fees, the transfer and its cap are reckoned on. */
export interface ShownCard {
  id: string;
  lastFour: string;
  balance: Cents;
}

/** One of the consumer's other cards as the transfer pages show it, with why it cannot receive the balance (null when it can). */
export interface ReceivingCard extends ShownCard {
  reason: Message | null;
}

/**
 * The card a deactivation page is about, as the consumer's profile held it when the page opened: the
 * page states what was true then, so it does not flash "already deactivated" the moment it succeeds.
 */
@injectable()
export class CardAsOpened {
  private consumer: Consumer | null = null;
  cardId: string | null = null;

  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable<CardAsOpened, 'consumer'>(this, { consumer: observableRef });
  }

  /** Takes the card as it is now; false, after leaving for Not Found, when the consumer holds no such card. */
  open(cardId: string): boolean {
    this.cardId = cardId;
    this.consumer = this.session.consumer;
    if (this.held !== null) return true;
    this.navigation.notFound();
    return false;
  }

  /** After the issuer refused the deactivation (the card changed meanwhile): the page states what is true now. */
  retake(): void {
    this.consumer = this.session.consumer;
  }

  get cards(): readonly Card[] {
    return this.consumer?.cards ?? [];
  }

  /** The consumer's card with that id; null when she holds no such card. */
  get held(): Card | null {
    return this.cards.find((card) => card.id === this.cardId) ?? null;
  }

  get card(): ShownCard | null {
    return this.held && shownCard(this.held);
  }

  /** What the choice page offers, in its order. */
  get options(): CancelOption[] {
    const { held, consumer } = this;
    return held && consumer ? deactivationOptions(held, consumer.cards, consumer) : [];
  }

  get notDeactivatable(): NotDeactivatable | null {
    const { held } = this;
    if (held === null) return null;
    if (held.isCancelled) return 'cancelled';
    if (held.isBlocked) return 'blocked';
    return this.options.length === 0 ? 'noOption' : null;
  }

  /** Why the card cannot be deactivated this way: not at all, or the issuer does not offer it. */
  refusalOf(option: CancelOption): NotDeactivatable | 'notOffered' | null {
    if (this.held === null) return null;
    return this.notDeactivatable ?? (this.options.includes(option) ? null : 'notOffered');
  }

  /** Every other card of the consumer, in the order the issuer lists them, with its reason when refused. */
  get receivingCards(): ReceivingCard[] {
    const { held, consumer } = this;
    return held && consumer ? transferCandidates(held, consumer.cards, consumer).map(receivingCard) : [];
  }

  get transferRefusal(): TransferRefusal | null {
    const refusal = this.refusalOf('transfer');
    if (refusal !== 'notOffered') return refusal;
    const { receivingCards } = this;
    if (receivingCards.length === 0) return 'noOtherCard';
    return receivingCards.every((card) => card.reason !== null) ? 'noEligibleTarget' : refusal;
  }

  /** The fee and what each card holds afterwards, the receiving card's when one is named. */
  previewOf(option: CancelOption, receiverId?: string): DeactivationPreview | null {
    const receiver = this.cards.find((card) => card.id === receiverId);
    return this.held && deactivationPreview(this.held, option, receiver);
  }

  /** The choice page of the card's ways to be deactivated. */
  get choicePath(): string {
    return paths.deactivate(this.cardId ?? '');
  }

  /** The Cards screen with this card selected. */
  get backPath(): string {
    return paths.cards({ selected: this.cardId });
  }
}

export function shownCard(card: Card): ShownCard {
  return { id: card.id, lastFour: card.cardNumberLastFour, balance: card.availableBalance.amount };
}

function receivingCard({ card, ineligibility, combinedAfterFee }: TransferCandidate): ReceivingCard {
  const over = { combined: { cents: combinedAfterFee }, cap: { cents: UNKNOWN_CONSUMER_TRANSFER_CAP } };
  return {
    ...shownCard(card),
    reason:
      ineligibility === null
        ? null
        : messageOf(
            `deactivation.transfer.reasons.${ineligibility}`,
            ineligibility === 'overCap' ? over : undefined,
          ),
  };
}
