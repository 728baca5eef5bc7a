import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { DeactivationPreview } from '../../../domain/cards/deactivationPreview';
import { messageOf, type Message } from '../../messages/Message';
import { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';
import type { PageAt, PagePresenter } from '../../shell/routeTable';
import { CardAsOpened, type NotDeactivatable, type ReceivingCard } from './CardAsOpened';

/**
 * Why the balance cannot be transferred: the card cannot be deactivated at all, the consumer has no
 * other card, none of them may receive it, or the card does not offer a transfer (the issuer's
 * options, or a balance below the 1.00 EUR fee).
 */
export type TransferRefusal = NotDeactivatable | 'noOtherCard' | 'noEligibleTarget' | 'notOffered';

/**
 * The Transfer page (/cards/{cardId}/deactivate/transfer, SPEC sections 2, 4 and 9): every other card
 * is listed, those that may not receive the balance disabled with the reason, never hidden.
 */
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

  /** The consumer's other cards, the refused ones with their reason. */
  get candidates(): ReceivingCard[] {
    return this.opened.receivingCards;
  }

  get refusal(): TransferRefusal | null {
    const refusal = this.opened.refusalOf('transfer');
    if (refusal !== 'notOffered') return refusal;
    if (this.candidates.length === 0) return 'noOtherCard';
    return this.candidates.every((candidate) => candidate.reason !== null) ? 'noEligibleTarget' : refusal;
  }

  /** The fee and what reaches the card picked. */
  get figures(): DeactivationPreview | null {
    return this.opened.previewOf('transfer');
  }

  /** Picks a card that may receive the balance; a refused one cannot be picked. */
  pick(cardId: string): void {
    const candidate = this.candidates.find((card) => card.id === cardId);
    if (this.refusal !== null || candidate === undefined || candidate.reason !== null) return;
    this.picked = cardId;
    this.pickError = null;
  }

  /** Continue: on to the confirmation of the card picked, or the list says a card must be picked. */
  proceed(): void {
    const { picked } = this;
    const { cardId } = this.opened;
    if (cardId === null || this.refusal !== null) return;
    if (picked === null) {
      this.pickError = messageOf('deactivation.transfer.pickRequired');
      return;
    }
    this.navigation.goTo(paths.deactivateConfirmation(cardId, picked));
  }
}
