import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { NEW_CARD_TARGET } from '../../../domain/cards/deactivationOutcome';
import type { Deactivated } from '../../../application/cards/Deactivated';
import {
  DEACTIVATE_CARD,
  DeactivateCard,
  type Deactivation,
} from '../../../application/cards/usecases/DeactivateCard';
import { Call } from '../../calls/Call';
import type { FailureWords } from '../../calls/failureMessage';
import { CallReplays } from '../../calls/CallReplays';
import { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';
import { SessionPresenter } from '../../shell/SessionPresenter';
import type { CardAsOpened } from './CardAsOpened';

/** SPEC section 8: the general words, then the server's errorMessage, else its code, for customer support. */
export const DEACTIVATION_WORDS: FailureWords = {
  offline: 'deactivation.errors.network',
  signIn: 'deactivation.errors.signInAgain',
  serverWords: 'reference',
  otherwise: 'deactivation.errors.failed',
};

/** A deactivation sent, and the cards the consumer held just before (to tell the new card apart). */
interface Sent {
  deactivation: Deactivation;
  cardsBefore: readonly string[];
}

/**
 * Sending the deactivation a page confirms (the Cancel page, the Transfer Confirmation): one request
 * at a time, however often confirm is pressed while it is under way. Done, first-hand or replayed
 * after sign-in, the visitor goes to the success page of the option (SPEC section 2:
 * {case}/{targetCardId}/success); refused, the page keeps what it shows and says why.
 */
@injectable()
export class DeactivationSubmission {
  readonly call = new Call<Deactivated>(DEACTIVATION_WORDS, {
    done: (deactivated) => this.finished(deactivated),
    notFound: () => this.navigation.notFound(),
  });
  private sent: Sent | null = null;

  constructor(
    @inject(DeactivateCard) private readonly deactivateCard: DeactivateCard,
    @inject(CallReplays) private readonly replays: CallReplays,
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable<DeactivationSubmission, 'sent'>(this, { sent: false });
  }

  /** While the page is shown, a deactivation replayed after sign-in reaches it. */
  enter(): void {
    this.replays.hear(this.call, DEACTIVATE_CARD);
  }

  leave(): void {
    this.replays.leave();
  }

  /** Refused, the card may have changed meanwhile (another tab): the page takes it again as it is now. */
  async submit(deactivation: Deactivation, opened: CardAsOpened): Promise<void> {
    if (this.call.running) return;
    this.sent = { deactivation, cardsBefore: (this.session.consumer?.cards ?? []).map((card) => card.id) };
    await this.call.run(() => this.deactivateCard.execute(deactivation));
    if (this.call.failure !== null) opened.retake();
  }

  private finished(deactivated: Deactivated): void {
    const sent = this.sent;
    this.sent = null;
    if (sent !== null) this.navigation.goTo(successPath(sent, deactivated));
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
