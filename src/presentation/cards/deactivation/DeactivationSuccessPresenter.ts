import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  isDeactivationSuccessCase,
  type DeactivationSuccessCase,
} from '../../../domain/cards/deactivationOutcome';
import type { Card } from '../../../domain/cards/Card';
import type { Cents } from '../../../domain/money/Cents';
import { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';
import type { PageAt, PagePresenter } from '../../shell/routeTable';
import { SessionPresenter } from '../../shell/SessionPresenter';

/** The card that received the balance, as it is now. */
export interface ReceivedBy {
  id: string;
  lastFour: string;
  balance: Cents;
}

/** What the success page says: which card was deactivated and, when the balance moved, where it is now. */
export interface DeactivationDone {
  successCase: DeactivationSuccessCase;
  lastFour: string;
  /** Null when the card was just cancelled (or the receiving card is not among the consumer's). */
  receivedBy: ReceivedBy | null;
}

/**
 * The deactivation Success page (/cards/{cardId}/deactivate/{case}/{targetCardId}/success, SPEC
 * section 2). An unknown case or card is Not Found; a card not deactivated yet goes back to its choice.
 */
@injectable()
export class DeactivationSuccessPresenter implements PagePresenter<
  'cardId' | 'successCase' | 'targetCardId'
> {
  private cardId: string | null = null;
  private successCase: DeactivationSuccessCase | null = null;
  private targetCardId: string | null = null;

  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable(this);
  }

  enter({
    params: { cardId, successCase, targetCardId },
  }: PageAt<'cardId' | 'successCase' | 'targetCardId'>): void {
    this.cardId = cardId;
    this.targetCardId = targetCardId;
    this.successCase = isDeactivationSuccessCase(successCase) ? successCase : null;
    const card = this.cardOf(cardId);
    if (this.successCase === null || card === undefined) {
      this.navigation.notFound();
    } else if (!card.isCancelled) {
      this.navigation.goTo(paths.deactivate(cardId), { replace: true });
    }
  }

  private cardOf(id: string | null): Card | undefined {
    return this.session.consumer?.cards.find((card) => card.id === id);
  }

  get done(): DeactivationDone | null {
    const card = this.cardOf(this.cardId);
    if (this.successCase === null || card === undefined || !card.isCancelled) return null;
    const receiver = this.successCase === 'cancel' ? undefined : this.cardOf(this.targetCardId);
    return {
      successCase: this.successCase,
      lastFour: card.cardNumberLastFour,
      receivedBy: receiver
        ? {
            id: receiver.id,
            lastFour: receiver.cardNumberLastFour,
            balance: receiver.availableBalance.amount,
          }
        : null,
    };
  }

  /** The Cards screen with the receiving card selected, else the deactivated one. */
  get cardsPath(): string {
    return paths.cards({ selected: this.done?.receivedBy?.id ?? this.cardId });
  }
}
