import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { messageOf, type Message } from '../../messages/Message';
import { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';
import type { PageAt, PagePresenter } from '../../shell/PageHost';
import { CardAsOpened } from './CardAsOpened';

/** The Transfer page (SPEC sections 2, 4 and 9): a card that may not receive the balance is never hidden. */
@injectable()
export class TransferTargetPresenter implements PagePresenter<'cardId'> {
  picked: string | null = null;
  /** Said on the list when Continue is pressed with no card picked. */
  pickError: Message | null = null;

  constructor(
    @inject(CardAsOpened) readonly opened: CardAsOpened,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable(this);
  }

  enter({ params: { cardId } }: PageAt<'cardId'>): void {
    if (cardId !== this.opened.cardId) {
      this.picked = null;
      this.pickError = null;
    }
    this.opened.open(cardId);
  }

  /** Picks a card that may receive the balance; a refused one cannot be picked. */
  pick(cardId: string): void {
    const candidate = this.opened.receivingCards.find((card) => card.id === cardId);
    if (this.opened.transferRefusal !== null || candidate === undefined || candidate.reason !== null) return;
    this.picked = cardId;
    this.pickError = null;
  }

  /** Continue: on to the confirmation of the card picked, or the list says a card must be picked. */
  proceed(): void {
    const { picked } = this;
    const { cardId } = this.opened;
    if (cardId === null || this.opened.transferRefusal !== null) return;
    if (picked === null) {
      this.pickError = messageOf('deactivation.transfer.pickRequired');
      return;
    }
    this.navigation.goTo(paths.deactivateConfirmation(cardId, picked));
  }
}
