import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import type { Consumer } from '../../../domain/consumer/Consumer';
import { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';
import { SessionPresenter } from '../../shell/SessionPresenter';
import {
  cardToDeactivate,
  deactivationSource,
  notDeactivatable,
  type CardToDeactivate,
  type DeactivationSource,
  type NotDeactivatable,
} from './deactivationSource';

/**
 * The card a deactivation page is about, as the consumer's profile held it when the page opened: the
 * page states what was true then, so it does not flash "already deactivated" the moment it succeeds.
 */
@injectable()
export class CardAsOpened {
  private consumer: Consumer | null = null;
  cardId: string | null = null;

  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable<CardAsOpened, 'consumer'>(this, { consumer: observableRef });
  }

  /** Takes the card as it is now; false, after leaving for Not Found, when the consumer holds no such card. */
  open(cardId: string): boolean {
    this.cardId = cardId;
    this.consumer = this.session.consumer;
    if (this.source !== null) return true;
    this.navigation.notFound();
    return false;
  }

  /** After the issuer refused the deactivation (the card changed meanwhile): the page states what is true now. */
  retake(): void {
    this.consumer = this.session.consumer;
  }

  get source(): DeactivationSource | null {
    return deactivationSource(this.consumer, this.cardId);
  }

  get card(): CardToDeactivate | null {
    return this.source && cardToDeactivate(this.source);
  }

  get notDeactivatable(): NotDeactivatable | null {
    return this.source && notDeactivatable(this.source);
  }

  /** The choice page of the card's ways to be deactivated. */
  get choicePath(): string {
    return paths.deactivate(this.cardId ?? '');
  }

  /** The Cards screen with this card selected. */
  get backPath(): string {
    return paths.cards({ selected: this.cardId });
  }
}
