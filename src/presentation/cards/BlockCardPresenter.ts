import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { cardDisplayState } from '../../domain/cards/cardDisplayState';
import type { Consumer } from '../../domain/consumer/Consumer';
import { BlockCard } from '../../application/cards/usecases/BlockCard';
import { PendingAction } from '../../application/session/PendingAction';
import type { Result } from '../../application/shared/Result';
import type { Message } from '../messages/Message';
import { AlertPresenter } from '../shell/AlertPresenter';
import { Navigation } from '../shell/Navigation';
import { paths } from '../shell/paths';
import { SessionPresenter } from '../shell/SessionPresenter';
import { CARD_ACTION_KEYS, cardActionFailure } from './cardMessages';

/**
 * Whether the card can be blocked: yes, or why not (already blocked: unblock it from My cards;
 * deactivated: gone for good). Decision: the spec names only the page; a card that cannot be
 * blocked shows why instead of the confirm button.
 */
export type Blockable = 'yes' | 'alreadyBlocked' | 'deactivated';

/** The card the page is about, as it shows it. */
export interface CardToBlock {
  id: string;
  lastFour: string;
  blockable: Blockable;
}

/**
 * Block Card (/cards/{cardId}/block, SPEC sections 2, 4 and 8): says what blocking does, and blocks
 * the card on confirmation (BlockCard). Done, the consumer is back on the Cards screen with the card
 * selected and a success message. Refused, the page says why (the server's errorMessage, else a
 * general text) and stays as it was. An ended session keeps the block for after signing in again;
 * its replay ends here as a first-hand answer would. A card that is not one of the consumer's
 * (unknown, or someone else's) is Not Found.
 */
@injectable()
export class BlockCardPresenter {
  cardId: string | null = null;
  blocking = false;
  failure: Message | null = null;
  private stopListening: () => void = () => undefined;

  constructor(
    @inject(BlockCard) private readonly blockCard: BlockCard,
    @inject(PendingAction) private readonly pending: PendingAction,
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(AlertPresenter) private readonly alerts: AlertPresenter,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable<
      BlockCardPresenter,
      'blockCard' | 'pending' | 'session' | 'alerts' | 'navigation' | 'stopListening'
    >(this, {
      blockCard: false,
      pending: false,
      session: false,
      alerts: false,
      navigation: false,
      stopListening: false,
    });
  }

  /** The card, from the consumer's own cards; null when the consumer has no card with that id. */
  get card(): CardToBlock | null {
    const card = this.session.consumer?.cards.find((candidate) => candidate.id === this.cardId);
    if (card === undefined) return null;
    const state = cardDisplayState(card);
    const blockable: Blockable =
      state === 'CANCELLED' ? 'deactivated' : state === 'BLOCKED' ? 'alreadyBlocked' : 'yes';
    return { id: card.id, lastFour: card.cardNumberLastFour, blockable };
  }

  /** Where the back link goes: the Cards screen with this card selected. */
  get backPath(): string {
    return paths.cards({ selected: this.cardId });
  }

  /** Opens the page for a card: Not Found unless it is one of the consumer's; hears a replayed block. */
  open(cardId: string): void {
    this.close();
    if (cardId !== this.cardId) {
      this.cardId = cardId;
      this.blocking = false;
      this.failure = null;
    }
    if (this.card === null) {
      this.navigation.goTo(paths.notFound(), { replace: true });
      return;
    }
    this.stopListening = this.pending.onReplay('blockCard', (result) => this.blocked(result));
  }

  /** Leaving the page: a replay no longer reaches it. */
  close(): void {
    this.stopListening();
    this.stopListening = () => undefined;
  }

  /** The confirm button. */
  async confirm(): Promise<void> {
    const cardId = this.cardId;
    if (cardId === null || this.blocking || this.card?.blockable !== 'yes') return;
    this.blocking = true;
    this.failure = null;
    const result = await this.blockCard.execute(cardId);
    runInAction(() => this.blocked(result));
  }

  private blocked(result: Result<Consumer>): void {
    this.blocking = false;
    const cardId = this.cardId;
    if (cardId === null) return;
    if (result.ok) {
      const lastFour = result.value.cards.find((card) => card.id === cardId)?.cardNumberLastFour ?? '';
      this.failure = null;
      this.alerts.show('success', CARD_ACTION_KEYS.block.done, { lastFour }, { keepOnNextNavigation: true });
      this.navigation.goTo(paths.cards({ selected: cardId }));
      return;
    }
    if (result.error.kind === 'NotFound') {
      this.navigation.goTo(paths.notFound(), { replace: true });
      return;
    }
    // Unauthorized: kept by the use case, which asked for sign-in; the replay comes back here.
    this.failure = cardActionFailure('block', result.error);
  }
}
