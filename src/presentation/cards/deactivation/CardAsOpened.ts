import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import type { CancelOption, Card } from '../../../domain/cards/Card';
import { deactivationOptions } from '../../../domain/cards/deactivationOptions';
import { deactivationPreview, type DeactivationPreview } from '../../../domain/cards/deactivationPreview';
import {
  deactivationRefusal,
  notDeactivatable,
  transferRefusal,
  type DeactivationRefusal,
  type NotDeactivatable,
  type TransferRefusal,
} from '../../../domain/cards/deactivationRefusal';
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

/** Decision: the balance is the available one, which Cards shows and fees, transfer and cap reckon on. */
export interface ShownCard {
  id: string;
  lastFour: string;
  balance: Cents;
}

/** One of the consumer's other cards, with why it may not receive the balance (null when it may). */
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

  get cards(): readonly Card[] {
    return this.consumer?.cards ?? [];
  }

  get held(): Card | null {
    return this.cards.find((card) => card.id === this.cardId) ?? null;
  }

  get card(): ShownCard | null {
    return this.held && shownCard(this.held);
  }

  get options(): CancelOption[] {
    const { held, consumer } = this;
    return held && consumer ? deactivationOptions(held, consumer.cards, consumer) : [];
  }

  get notDeactivatable(): NotDeactivatable | null {
    return this.held && notDeactivatable(this.held, this.options);
  }

  /** Why the card cannot be deactivated this way (to this card, for a transfer). */
  refusalOf(option: CancelOption, target: string | null): DeactivationRefusal | null {
    const { held, consumer } = this;
    return held && consumer && deactivationRefusal(held, consumer, option, target);
  }

  /** Her other cards, in the issuer's order. */
  get receivingCards(): ReceivingCard[] {
    const { held, consumer } = this;
    return held && consumer ? transferCandidates(held, consumer.cards, consumer).map(receivingCard) : [];
  }

  get transferRefusal(): TransferRefusal | null {
    const { held, consumer } = this;
    return held && consumer && transferRefusal(held, consumer);
  }

  /** The fee and what each card holds afterwards, the receiving card's when one is named. */
  previewOf(option: CancelOption, receiverId?: string): DeactivationPreview | null {
    const receiver = this.cards.find((card) => card.id === receiverId);
    return this.held && deactivationPreview(this.held, option, receiver);
  }

  get choicePath(): string {
    return paths.deactivate(this.cardId ?? '');
  }

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
