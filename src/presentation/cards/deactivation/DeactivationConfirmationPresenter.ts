import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { CancelOption } from '../../../domain/cards/Card';
import { optionForTarget } from '../../../domain/cards/deactivationOutcome';
import type { DeactivationPreview } from '../../../domain/cards/deactivationPreview';
import type { DeactivationRefusal } from '../../../domain/cards/deactivationRefusal';
import type { Deactivated } from '../../../application/cards/Deactivated';
import {
  DEACTIVATE_CARD,
  DeactivateCard,
  type Deactivation,
} from '../../../application/cards/usecases/DeactivateCard';
import { Call } from '../../calls/Call';
import { CallReplays } from '../../calls/CallReplays';
import type { FailureWords } from '../../calls/failureMessage';
import { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';
import type { PageAt, PagePresenter } from '../../shell/PageHost';
import { CardAsOpened, type ReceivingCard } from './CardAsOpened';

/** SPEC section 8: the general words, then the server's errorMessage, else its code, for customer support. */
export const DEACTIVATION_WORDS: FailureWords = {
  offline: 'deactivation.errors.network',
  signIn: 'deactivation.errors.signInAgain',
  serverWords: 'reference',
  otherwise: 'deactivation.errors.failed',
};

/** The Cancel page is given its option; the Transfer Confirmation reads its target from the address. */
type ConfirmationAt = PageAt<'cardId', never, 'just_cancel'> & { params: { targetCardId?: string } };

/** The Cancel page and the Transfer Confirmation (SPEC sections 2, 4 and 9). */
@injectable()
export class DeactivationConfirmationPresenter implements PagePresenter<'cardId', never, 'just_cancel'> {
  option: CancelOption = 'just_cancel';
  /** A transfer's receiving card, as the address names it. */
  private target: string | null = null;
  readonly deactivation = new Call<Deactivated>(DEACTIVATION_WORDS, {
    done: ({ successCase, targetCardId }) =>
      this.navigation.goTo(paths.deactivateSuccess(this.opened.cardId ?? '', successCase, targetCardId)),
    notFound: () => this.navigation.notFound(),
  });

  constructor(
    @inject(CardAsOpened) readonly opened: CardAsOpened,
    @inject(DeactivateCard) private readonly deactivateCard: DeactivateCard,
    @inject(CallReplays) readonly replays: CallReplays,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable(this);
  }

  enter({ params: { cardId, targetCardId }, given }: ConfirmationAt): void {
    this.option = given ?? optionForTarget(targetCardId ?? '');
    this.target = targetCardId ?? null;
    if (this.opened.open(cardId)) this.replays.hear(this.deactivation, DEACTIVATE_CARD);
  }

  /** A transfer's receiving card, with its reason when it may not receive the balance. */
  get receiver(): ReceivingCard | null {
    if (this.option !== 'transfer') return null;
    return this.opened.receivingCards.find((candidate) => candidate.id === this.target) ?? null;
  }

  get refusal(): DeactivationRefusal | null {
    return this.opened.refusalOf(this.option, this.target);
  }

  /** The fee and what each card holds afterwards; null when the deactivation cannot be confirmed. */
  get figures(): DeactivationPreview | null {
    return this.refusal === null ? this.opened.previewOf(this.option, this.receiver?.id) : null;
  }

  /** Refused, the card may have changed meanwhile (another tab): the page takes it again as it is now. */
  async confirm(): Promise<void> {
    const { cardId } = this.opened;
    if (cardId === null || this.figures === null || this.deactivation.running) return;
    await this.deactivation.run(() => this.deactivateCard.execute(this.deactivationOf(cardId)));
    if (this.deactivation.failure !== null) this.opened.open(cardId);
  }

  /** A transfer goes back to the pick of the receiving card; the others to the choice. */
  get changePath(): string {
    const cardId = this.opened.cardId ?? '';
    return this.option === 'transfer' ? paths.deactivateTransfer(cardId) : paths.deactivate(cardId);
  }

  private deactivationOf(cardId: string): Deactivation {
    return this.option === 'transfer'
      ? { cardId, option: 'transfer', transferTo: this.target ?? '' }
      : { cardId, option: this.option };
  }
}
