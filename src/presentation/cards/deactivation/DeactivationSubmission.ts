import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { NEW_CARD_TARGET } from '../../../domain/cards/deactivationOutcome';
import type { Deactivated } from '../../../application/cards/Deactivated';
import { DeactivateCard, type Deactivation } from '../../../application/cards/usecases/DeactivateCard';
import { PendingAction } from '../../../application/session/PendingAction';
import type { Result } from '../../../application/shared/Result';
import type { Message } from '../../messages/Message';
import { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';
import { SessionPresenter } from '../../shell/SessionPresenter';
import { deactivationFailure } from './deactivationMessages';

/** A deactivation sent, and the cards the consumer held just before (to tell the new card apart). */
interface Sent {
  deactivation: Deactivation;
  cardsBefore: readonly string[];
}

/**
 * Sending the deactivation a page confirms (the Cancel page, the Transfer Confirmation): one request
 * at a time, however often confirm is pressed while it is under way. Done, the visitor goes to the
 * success page of the option (SPEC section 2: {case}/{targetCardId}/success). Refused, the page keeps
 * what it shows and says why. An ended session keeps the deactivation for after signing in again
 * (DeactivateCard); its replay ends here as a first-hand answer would.
 */
@injectable()
export class DeactivationSubmission {
  submitting = false;
  failure: Message | null = null;
  private sent: Sent | null = null;
  private stopListening: () => void = () => undefined;

  constructor(
    @inject(DeactivateCard) private readonly deactivateCard: DeactivateCard,
    @inject(PendingAction) private readonly pending: PendingAction,
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable<
      DeactivationSubmission,
      'deactivateCard' | 'pending' | 'session' | 'navigation' | 'sent' | 'stopListening'
    >(this, {
      deactivateCard: false,
      pending: false,
      session: false,
      navigation: false,
      sent: false,
      stopListening: false,
    });
  }

  /** The page is shown: a deactivation replayed after sign-in reaches it. */
  listen(): void {
    this.stop();
    this.stopListening = this.pending.onReplay('deactivateCard', (result) => this.finished(result));
  }

  /** The page is left: a replay no longer reaches it. */
  stop(): void {
    this.stopListening();
    this.stopListening = () => undefined;
  }

  async submit(deactivation: Deactivation): Promise<void> {
    if (this.submitting) return;
    this.submitting = true;
    this.failure = null;
    this.sent = { deactivation, cardsBefore: (this.session.consumer?.cards ?? []).map((card) => card.id) };
    const result = await this.deactivateCard.execute(deactivation);
    runInAction(() => this.finished(result));
  }

  private finished(result: Result<Deactivated>): void {
    this.submitting = false;
    const sent = this.sent;
    if (sent === null) return;
    if (result.ok) {
      this.sent = null;
      this.failure = null;
      this.navigation.goTo(successPath(sent, result.value));
      return;
    }
    if (result.error.kind === 'NotFound') {
      this.navigation.goTo(paths.notFound(), { replace: true });
      return;
    }
    // Unauthorized: kept by the use case, which asked for sign-in; the replay comes back here.
    this.failure = deactivationFailure(result.error);
  }
}

/**
 * The success page of what was done. Decision: {targetCardId} names the card that received the
 * balance (the new card's id once issued) and, when the card was just cancelled, the card itself.
 */
function successPath({ deactivation, cardsBefore }: Sent, { consumer, successCase }: Deactivated): string {
  const { cardId } = deactivation;
  switch (deactivation.option) {
    case 'just_cancel':
      return paths.deactivateSuccess(cardId, successCase, cardId);
    case 'transfer':
      return paths.deactivateSuccess(cardId, successCase, deactivation.transferTo);
    case 'new_card': {
      const issued = consumer.cards.find((card) => !cardsBefore.includes(card.id));
      return paths.deactivateSuccess(cardId, successCase, issued?.id ?? NEW_CARD_TARGET);
    }
  }
}
