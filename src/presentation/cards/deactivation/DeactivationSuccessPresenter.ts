import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  isDeactivationSuccessCase,
  type DeactivationSuccessCase,
} from '../../../domain/cards/deactivationOutcome';
import { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';
import type { PageAt, PagePresenter } from '../../shell/PageHost';
import { CardAsOpened, shownCard, type ShownCard } from './CardAsOpened';

/** What the success page says: which card was deactivated and, when the balance moved, where it is now. */
export interface DeactivationDone {
  successCase: DeactivationSuccessCase;
  lastFour: string;
  /** Null when the card was just cancelled (or the receiving card is not among the consumer's). */
  receivedBy: ShownCard | null;
}

/** The deactivation Success page (SPEC section 2); a card not deactivated yet goes back to its choice. */
@injectable()
export class DeactivationSuccessPresenter implements PagePresenter<
  'cardId' | 'successCase' | 'targetCardId'
> {
  private successCase: DeactivationSuccessCase | null = null;
  private targetCardId: string | null = null;

  constructor(
    @inject(CardAsOpened) private readonly opened: CardAsOpened,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable(this);
  }

  enter({
    params: { cardId, successCase, targetCardId },
  }: PageAt<'cardId' | 'successCase' | 'targetCardId'>): void {
    this.targetCardId = targetCardId;
    this.successCase = isDeactivationSuccessCase(successCase) ? successCase : null;
    if (!this.opened.open(cardId)) return;
    if (this.successCase === null) this.navigation.notFound();
    else if (!this.opened.held?.isCancelled) this.navigation.goTo(this.opened.choicePath, { replace: true });
  }

  get done(): DeactivationDone | null {
    const { held, cards } = this.opened;
    if (this.successCase === null || held === null || !held.isCancelled) return null;
    const receiver =
      this.successCase === 'cancel' ? undefined : cards.find(({ id }) => id === this.targetCardId);
    return {
      successCase: this.successCase,
      lastFour: held.cardNumberLastFour,
      receivedBy: receiver ? shownCard(receiver) : null,
    };
  }

  /** The Cards screen with the receiving card selected, else the deactivated one. */
  get cardsPath(): string {
    return paths.cards({ selected: this.done?.receivedBy?.id ?? this.opened.cardId });
  }
}
