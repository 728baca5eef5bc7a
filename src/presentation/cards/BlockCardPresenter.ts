import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { cardOutOfUse, type CardOutOfUse } from '../../domain/cards/cardDisplayState';
import type { Consumer } from '../../domain/consumer/Consumer';
import { BLOCK_CARD, BlockCard } from '../../application/cards/usecases/BlockCard';
import { Call } from '../calls/Call';
import { CallReplays } from '../calls/CallReplays';
import { messageOf } from '../messages/Message';
import { AlertPresenter } from '../shell/AlertPresenter';
import { Navigation } from '../shell/Navigation';
import { paths } from '../shell/paths';
import type { PageAt, PagePresenter } from '../shell/PageHost';
import { SessionPresenter } from '../shell/SessionPresenter';
import { cardActionWords } from './cardMessages';

/** Decision: the spec names only the page; a card that cannot be blocked says why, with no confirm button. */
export type Blockable = 'yes' | CardOutOfUse;

export interface CardToBlock {
  id: string;
  lastFour: string;
  blockable: Blockable;
}

/** Block Card (SPEC sections 2, 4, 8): done, even replayed after sign-in, on to Cards, this card selected. */
@injectable()
export class BlockCardPresenter implements PagePresenter<'cardId'> {
  cardId: string | null = null;
  readonly block = new Call<Consumer>(cardActionWords('block'), {
    done: () => this.blocked(),
    notFound: () => this.navigation.notFound(),
  });

  constructor(
    @inject(BlockCard) private readonly blockCard: BlockCard,
    @inject(CallReplays) readonly replays: CallReplays,
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(AlertPresenter) private readonly alerts: AlertPresenter,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable(this);
  }

  /** Null when the consumer has no card with that id. */
  get card(): CardToBlock | null {
    const card = this.session.consumer?.cards.find((candidate) => candidate.id === this.cardId);
    if (card === undefined) return null;
    return { id: card.id, lastFour: card.cardNumberLastFour, blockable: cardOutOfUse(card) ?? 'yes' };
  }

  enter({ params }: PageAt<'cardId'>): void {
    this.cardId = params.cardId;
    if (this.card === null) this.navigation.notFound();
    else this.replays.hear(this.block, BLOCK_CARD, 'settle');
  }

  async confirm(): Promise<void> {
    const cardId = this.cardId;
    if (cardId === null || this.card?.blockable !== 'yes') return;
    await this.block.run(() => this.blockCard.execute(cardId));
  }

  private blocked(): void {
    const lastFour = this.card?.lastFour ?? '';
    this.alerts.show('success', messageOf('cards.block.success', { lastFour }), {
      keepOnNextNavigation: true,
    });
    this.navigation.goTo(paths.cards({ selected: this.cardId }));
  }
}
