import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { afterUnblock } from '../../domain/cards/afterUnblock';
import { DEFAULT_CARD_FILTER } from '../../domain/cards/cardFilter';
import { DEFAULT_CARD_SORT, type CardSort } from '../../domain/cards/cardSort';
import type { Consumer } from '../../domain/consumer/Consumer';
import { ACTIVATE_CARD, ActivateCard } from '../../application/cards/usecases/ActivateCard';
import { UNBLOCK_CARD, UnblockCard } from '../../application/cards/usecases/UnblockCard';
import { Call } from '../calls/Call';
import { CallReplays } from '../calls/CallReplays';
import { messageOf, type Message } from '../messages/Message';
import { Navigation } from '../shell/Navigation';
import { paths } from '../shell/paths';
import { cardActionWords } from './cardMessages';
import { DEFAULT_CARDS_VIEW, type CardsView } from './cardsView';

export type InPlaceCardAction = 'unblock' | 'activate';

export interface CardActionOutcome {
  action: InPlaceCardAction;
  cardId: string;
  type: 'success' | 'error';
  message: Message;
}

/** Unblock and Activate, done in place on the Cards screen, one at a time; replayed after sign-in. */
@injectable()
export class InPlaceCardActions {
  /** Its sort is kept once it is done (even after a replay). */
  private latest: { action: InPlaceCardAction; cardId: string; sort: CardSort } | null = null;
  readonly calls: Record<InPlaceCardAction, Call<Consumer>> = {
    unblock: this.inPlace('unblock'),
    activate: this.inPlace('activate'),
  };

  constructor(
    @inject(UnblockCard) private readonly unblockCard: UnblockCard,
    @inject(ActivateCard) private readonly activateCard: ActivateCard,
    @inject(CallReplays) private readonly replays: CallReplays,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable<InPlaceCardActions, 'latest'>(this, { latest: observableRef });
  }

  enter(): void {
    this.replays.leave();
    this.replays.hear(this.calls.unblock, UNBLOCK_CARD);
    this.replays.hear(this.calls.activate, ACTIVATE_CARD);
  }

  leave(): void {
    this.replays.leave();
  }

  get busyWith(): InPlaceCardAction | null {
    return this.calls.unblock.running ? 'unblock' : this.calls.activate.running ? 'activate' : null;
  }

  get actionOutcome(): CardActionOutcome | null {
    if (this.latest === null) return null;
    const { action, cardId } = this.latest;
    const { failure, value } = this.calls[action];
    if (failure !== null) return { action, cardId, type: 'error', message: failure };
    if (value === null) return null;
    const lastFour = value.cards.find((card) => card.id === cardId)?.cardNumberLastFour ?? '';
    return { action, cardId, type: 'success', message: messageOf(`cards.${action}.success`, { lastFour }) };
  }

  /** One at a time. */
  async run(action: InPlaceCardAction, cardId: string, view: CardsView = DEFAULT_CARDS_VIEW): Promise<void> {
    if (this.busyWith !== null) return;
    this.latest = { action, cardId, sort: view.sort };
    this.calls[action === 'unblock' ? 'activate' : 'unblock'].reset();
    await this.calls[action].run(() =>
      action === 'unblock' ? this.unblockCard.execute(cardId) : this.activateCard.execute(cardId),
    );
  }

  private inPlace(action: InPlaceCardAction): Call<Consumer> {
    return new Call<Consumer>(cardActionWords(action), {
      done: () => this.done(action),
      notFound: () => this.navigation.notFound(),
    });
  }

  /** An unblocked card is listed again among every card, selected, the sort kept (afterUnblock). */
  private done(action: InPlaceCardAction): void {
    const latest = this.latest;
    if (action !== 'unblock' || latest?.action !== 'unblock') return;
    const next = afterUnblock(latest.cardId);
    this.navigation.goTo(
      paths.cards({
        selected: next.selected,
        filter: next.filter === DEFAULT_CARD_FILTER ? null : next.filter,
        sort: latest.sort === DEFAULT_CARD_SORT ? null : latest.sort,
      }),
      { replace: true },
    );
  }
}
