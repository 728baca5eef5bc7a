import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { deactivationPreview, type DeactivationPreview } from '../../../domain/cards/deactivationPreview';
import type { Deactivated } from '../../../application/cards/Deactivated';
import type { Call } from '../../calls/Call';
import type { PageAt, PagePresenter } from '../../shell/routeTable';
import { CardAsOpened } from './CardAsOpened';
import { DeactivationSubmission } from './DeactivationSubmission';
import type { NotDeactivatable } from './deactivationSource';

/** Why the card cannot be just cancelled: it cannot be deactivated at all, or not this way. */
export type CancelRefusal = NotDeactivatable | 'notOffered';

/**
 * The Cancel page (/cards/{cardId}/deactivate/cancel, SPEC sections 2, 4 and 9): just cancelling is
 * free and loses the balance, which the page states with its amount before the consumer confirms.
 */
@injectable()
export class CancelCardPresenter implements PagePresenter<'cardId'> {
  constructor(
    @inject(CardAsOpened) readonly opened: CardAsOpened,
    @inject(DeactivationSubmission) private readonly submission: DeactivationSubmission,
  ) {
    makeAutoObservable(this);
  }

  enter({ params }: PageAt<'cardId'>): void {
    if (this.opened.open(params.cardId)) this.submission.enter();
  }

  leave(): void {
    this.submission.leave();
  }

  get refusal(): CancelRefusal | null {
    const { source, notDeactivatable } = this.opened;
    if (source === null) return null;
    return notDeactivatable ?? (source.options.includes('just_cancel') ? null : 'notOffered');
  }

  /** Free, nothing moved, the whole balance lost. */
  get figures(): DeactivationPreview | null {
    const { source } = this.opened;
    return source && deactivationPreview(source.card, 'just_cancel');
  }

  /** The deactivation the confirm button sends. */
  get deactivation(): Call<Deactivated> {
    return this.submission.call;
  }

  async confirm(): Promise<void> {
    const { cardId, card } = this.opened;
    if (cardId === null || card === null || this.refusal !== null) return;
    await this.submission.submit({ cardId, option: 'just_cancel' }, this.opened);
  }
}
