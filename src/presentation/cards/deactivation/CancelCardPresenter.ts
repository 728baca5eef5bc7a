import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
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

/** Why the card cannot be just cancelled: it cannot be deactivated at all, or not this way. */
export type CancelRefusal = NotDeactivatable | 'notOffered';

/**
 * The Cancel page (/cards/{cardId}/deactivate/cancel, SPEC sections 2, 4 and 9): just cancelling is
 * free and loses the balance, which the page states with its amount before the consumer confirms.
 * Confirming deactivates the card (DeactivationSubmission: one request at a time, the success page,
 * the failure text, the replay after sign-in). The page states what was true when it opened. A card
 * that is not one of the consumer's is Not Found.
 */
@injectable()
export class CancelCardPresenter implements PagePresenter<'cardId'> {
  private readonly opened: CardAsOpened;

  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(DeactivationSubmission) private readonly submission: DeactivationSubmission,
  ) {
    this.opened = new CardAsOpened(session, navigation);
    makeAutoObservable<CancelCardPresenter, 'session' | 'navigation' | 'submission' | 'opened'>(this, {
      session: false,
      navigation: false,
      submission: false,
      opened: false,
    });
  }

  enter({ params }: PageAt<'cardId'>): void {
    if (this.opened.open(params.cardId)) this.submission.listen();
  }

  leave(): void {
    this.submission.stop();
  }

  private get source(): DeactivationSource | null {
    return this.opened.source;
  }

  get card(): CardToDeactivate | null {
    return this.opened.card;
  }

  get refusal(): CancelRefusal | null {
    const source = this.source;
    if (source === null) return null;
    return notDeactivatable(source) ?? (source.options.includes('just_cancel') ? null : 'notOffered');
  }

  /** Free, nothing moved, the whole balance lost. */
  get figures(): DeactivationPreview | null {
    return this.source && deactivationPreview(this.source.card, 'just_cancel');
  }

  /** The deactivation the confirm button sends. */
  get deactivation(): Call<Deactivated> {
    return this.submission.call;
  }

  async confirm(): Promise<void> {
    const { cardId } = this.opened;
    if (cardId === null || this.card === null || this.refusal !== null) return;
    await this.submission.submit({ cardId, option: 'just_cancel' });
    // Refused: the card may have changed meanwhile (another tab); the page says what is true now.
    if (this.deactivation.failure !== null) this.opened.retake();
  }

  get choicePath(): string {
    return paths.deactivate(this.opened.cardId ?? '');
  }

  get backPath(): string {
    return paths.cards({ selected: this.opened.cardId });
  }
}
