import { makeAutoObservable, observableRef } from 'mobx';
import type { Consumer } from '../../../domain/consumer/Consumer';
import type { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';
import type { SessionPresenter } from '../../shell/SessionPresenter';
import {
  cardToDeactivate,
  deactivationSource,
  type CardToDeactivate,
  type DeactivationSource,
} from './deactivationSource';

/**
 * The card a deactivation page is about, as the consumer's profile held it when the page opened: the
 * page states what was true then, so it does not flash "already deactivated" the moment it succeeds.
 * A card that is not one of the consumer's is Not Found.
 */
export class CardAsOpened {
  private consumer: Consumer | null = null;
  cardId: string | null = null;

  constructor(
    private readonly session: SessionPresenter,
    private readonly navigation: Navigation,
  ) {
    makeAutoObservable<CardAsOpened, 'session' | 'navigation' | 'consumer'>(this, {
      session: false,
      navigation: false,
      consumer: observableRef,
    });
  }

  /** Takes the card as it is now; false, after leaving for Not Found, when the consumer holds no such card. */
  open(cardId: string): boolean {
    this.cardId = cardId;
    this.consumer = this.session.consumer;
    if (this.source !== null) return true;
    this.navigation.goTo(paths.notFound(), { replace: true });
    return false;
  }

  /**
   * Takes the card again as the profile now holds it: after the issuer refused the deactivation (the
   * card was deactivated or blocked meanwhile), the page states what is true now, not what it opened on.
   */
  retake(): void {
    this.consumer = this.session.consumer;
  }

  get source(): DeactivationSource | null {
    return deactivationSource(this.consumer, this.cardId);
  }

  get card(): CardToDeactivate | null {
    return this.source && cardToDeactivate(this.source);
  }
}
