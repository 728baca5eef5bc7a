import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { optionForTarget, type TransferTarget } from '../../../domain/cards/deactivationOutcome';
import { deactivationPreview, type DeactivationPreview } from '../../../domain/cards/deactivationPreview';
import type { Deactivated } from '../../../application/cards/Deactivated';
import type { Call } from '../../calls/Call';
import { paths } from '../../shell/paths';
import type { PageAt, PagePresenter } from '../../shell/routeTable';
import { CardAsOpened } from './CardAsOpened';
import { DeactivationSubmission } from './DeactivationSubmission';
import type { NotDeactivatable } from './deactivationSource';
import { receivingCards, type ReceivingCard } from './transferCandidateView';

/**
 * Why this deactivation cannot be confirmed: the card cannot be deactivated at all, it does not offer
 * this option, the target is not one of the consumer's other cards, or the target may not receive
 * the balance (the receiver then carries the reason).
 */
export type ConfirmationRefusal = NotDeactivatable | 'notOffered' | 'unknownTarget' | 'targetRefused';

/**
 * The Transfer Confirmation (/cards/{cardId}/deactivate/{targetCardId}/confirmation, SPEC sections 2,
 * 4 and 9): targetCardId is one of the consumer's cards (a transfer) or the literal new_card.
 */
@injectable()
export class DeactivationConfirmationPresenter implements PagePresenter<'cardId' | 'targetCardId'> {
  private target: TransferTarget | null = null;

  constructor(
    @inject(CardAsOpened) readonly opened: CardAsOpened,
    @inject(DeactivationSubmission) private readonly submission: DeactivationSubmission,
  ) {
    makeAutoObservable(this);
  }

  enter({ params }: PageAt<'cardId' | 'targetCardId'>): void {
    this.target = params.targetCardId;
    if (this.opened.open(params.cardId)) this.submission.enter();
  }

  leave(): void {
    this.submission.leave();
  }

  get option(): 'transfer' | 'new_card' {
    return optionForTarget(this.target ?? '');
  }

  /** A transfer's receiving card, with its reason when it may not receive the balance. */
  get receiver(): ReceivingCard | null {
    const { source } = this.opened;
    if (source === null || this.option !== 'transfer') return null;
    return receivingCards(source).find((candidate) => candidate.id === this.target) ?? null;
  }

  get refusal(): ConfirmationRefusal | null {
    const { source, notDeactivatable } = this.opened;
    if (source === null) return null;
    if (notDeactivatable !== null) return notDeactivatable;
    if (this.option === 'transfer') {
      if (this.receiver === null) return 'unknownTarget';
      if (this.receiver.reason !== null) return 'targetRefused';
    }
    return source.options.includes(this.option) ? null : 'notOffered';
  }

  /** The fee and what each card holds afterwards; null when the deactivation cannot be confirmed. */
  get figures(): DeactivationPreview | null {
    const { source } = this.opened;
    if (source === null || this.refusal !== null) return null;
    const receiver = source.consumer.cards.find((card) => card.id === this.receiver?.id);
    return deactivationPreview(source.card, this.option, receiver);
  }

  get deactivation(): Call<Deactivated> {
    return this.submission.call;
  }

  async confirm(): Promise<void> {
    const { target } = this;
    const { cardId } = this.opened;
    if (cardId === null || target === null || this.refusal !== null) return;
    await this.submission.submit(
      this.option === 'transfer'
        ? { cardId, option: 'transfer', transferTo: target }
        : { cardId, option: 'new_card' },
      this.opened,
    );
  }

  /** A transfer goes back to the pick of the receiving card; a move to a new card to the choice. */
  get changePath(): string {
    const cardId = this.opened.cardId ?? '';
    return this.option === 'transfer' ? paths.deactivateTransfer(cardId) : paths.deactivate(cardId);
  }
}
