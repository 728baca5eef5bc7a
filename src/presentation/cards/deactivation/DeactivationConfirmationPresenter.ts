import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { optionForTarget, type TransferTarget } from '../../../domain/cards/deactivationOutcome';
import { deactivationPreview, type DeactivationPreview } from '../../../domain/cards/deactivationPreview';
import type { Deactivated } from '../../../application/cards/Deactivated';
import type { Call } from '../../calls/Call';
import { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';
import type { PageAt, PagePresenter } from '../../shell/routeTable';
import { SessionPresenter } from '../../shell/SessionPresenter';
import { CardAsOpened } from './CardAsOpened';
import { DeactivationSubmission } from './DeactivationSubmission';
import {
  notDeactivatable,
  type CardToDeactivate,
  type DeactivationSource,
  type NotDeactivatable,
} from './deactivationSource';
import { receivingCards, type ReceivingCard } from './transferCandidateView';

/**
 * Why this deactivation cannot be confirmed: the card cannot be deactivated at all, it does not offer
 * this option, the target is not one of the consumer's other cards, or the target may not receive
 * the balance (the receiver then carries the reason).
 */
export type ConfirmationRefusal = NotDeactivatable | 'notOffered' | 'unknownTarget' | 'targetRefused';

/**
 * The Transfer Confirmation (/cards/{cardId}/deactivate/{targetCardId}/confirmation, SPEC sections 2,
 * 4 and 9): targetCardId is one of the consumer's cards (a transfer, 1.00 EUR) or the literal new_card
 * (a new replacement card, 3.50 EUR). It states the fee and what each card holds afterwards: the
 * source nothing, the receiver its balance plus the source's less the fee, or the new card that
 * amount. Confirming deactivates the card (DeactivationSubmission: one request at a time, the success
 * page, the failure text, the replay after sign-in). The page states what was true when it opened. A
 * card that is not one of the consumer's is Not Found.
 */
@injectable()
export class DeactivationConfirmationPresenter implements PagePresenter<'cardId' | 'targetCardId'> {
  private readonly opened: CardAsOpened;
  private target: TransferTarget | null = null;

  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(DeactivationSubmission) private readonly submission: DeactivationSubmission,
  ) {
    this.opened = new CardAsOpened(session, navigation);
    makeAutoObservable<DeactivationConfirmationPresenter, 'session' | 'navigation' | 'submission' | 'opened'>(
      this,
      {
        session: false,
        navigation: false,
        submission: false,
        opened: false,
      },
    );
  }

  enter({ params }: PageAt<'cardId' | 'targetCardId'>): void {
    this.target = params.targetCardId;
    if (this.opened.open(params.cardId)) this.submission.listen();
  }

  leave(): void {
    this.submission.stop();
  }

  private get source(): DeactivationSource | null {
    return this.opened.source;
  }

  /** A transfer to a card, or a move to a new card. */
  get option(): 'transfer' | 'new_card' {
    return optionForTarget(this.target ?? '');
  }

  get card(): CardToDeactivate | null {
    return this.opened.card;
  }

  /** A transfer's receiving card, with its reason when it may not receive the balance. */
  get receiver(): ReceivingCard | null {
    const source = this.source;
    if (source === null || this.option !== 'transfer') return null;
    return receivingCards(source).find((candidate) => candidate.id === this.target) ?? null;
  }

  get refusal(): ConfirmationRefusal | null {
    const source = this.source;
    if (source === null) return null;
    const cannot = notDeactivatable(source);
    if (cannot !== null) return cannot;
    if (this.option === 'transfer') {
      if (this.receiver === null) return 'unknownTarget';
      if (this.receiver.reason !== null) return 'targetRefused';
    }
    return source.options.includes(this.option) ? null : 'notOffered';
  }

  /** The fee and what each card holds afterwards; null when the deactivation cannot be confirmed. */
  get figures(): DeactivationPreview | null {
    const source = this.source;
    if (source === null || this.refusal !== null) return null;
    const receiver = source.consumer.cards.find((card) => card.id === this.receiver?.id);
    return deactivationPreview(source.card, this.option, receiver);
  }

  /** The deactivation the confirm button sends. */
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
    );
    // Refused: the card may have changed meanwhile (another tab); the page says what is true now.
    if (this.deactivation.failure !== null) this.opened.retake();
  }

  /** A transfer goes back to the pick of the receiving card; a move to a new card to the choice. */
  get changePath(): string {
    const cardId = this.opened.cardId ?? '';
    return this.option === 'transfer' ? paths.deactivateTransfer(cardId) : paths.deactivate(cardId);
  }

  get backPath(): string {
    return paths.cards({ selected: this.opened.cardId });
  }
}
