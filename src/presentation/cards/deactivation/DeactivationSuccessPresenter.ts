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

/** The deactivation Success page (SPEC section 2); a card not deactivated yet goes back to its choice. */
@injectable()
export class DeactivationSuccessPresenter implements PagePresenter<
  'cardId' | 'successCase' | 'targetCardId'
> {
  successCase: DeactivationSuccessCase | null = null;
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

  /** The card deactivated; null while it is not (the page then leaves for its choice). */
  get deactivated(): ShownCard | null {
    const { held } = this.opened;
    return this.successCase !== null && held?.isCancelled ? shownCard(held) : null;
  }

  /** Where the balance is now; null when the card was just cancelled (or the receiver is not hers). */
  get receivedBy(): ShownCard | null {
    if (this.successCase === 'cancel') return null;
    const receiver = this.opened.cards.find(({ id }) => id === this.targetCardId);
    return receiver ? shownCard(receiver) : null;
  }

  /** The Cards screen with the receiving card selected, else the deactivated one. */
  get cardsPath(): string {
    return paths.cards({ selected: this.receivedBy?.id ?? this.opened.cardId });
  }
}
