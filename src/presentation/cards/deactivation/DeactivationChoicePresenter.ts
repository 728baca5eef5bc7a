import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { CancelOption } from '../../../domain/cards/Card';
import { NEW_CARD_TARGET } from '../../../domain/cards/deactivationOutcome';
import { deactivationPreview, type DeactivationPreview } from '../../../domain/cards/deactivationPreview';
import { paths } from '../../shell/paths';
import type { PageAt, PagePresenter } from '../../shell/PageHost';
import { CardAsOpened } from './CardAsOpened';

/** One way offered to deactivate the card: what it costs, what it moves or loses, and the page it leads to. */
export interface DeactivationChoice {
  option: CancelOption;
  /** A transfer's receiving card is chosen next: until then its receiverAfter is null. */
  figures: DeactivationPreview;
  path: string;
}

/**
 * The deactivation choice page (SPEC sections 2 and 4). Decision: when none of her other cards may
 * receive the balance, transfer is not offered (section 4) and the page says so, with a link to the
 * Transfer page, which gives each card's reason.
 */
@injectable()
export class DeactivationChoicePresenter implements PagePresenter<'cardId'> {
  constructor(@inject(CardAsOpened) readonly opened: CardAsOpened) {
    makeAutoObservable(this);
  }

  enter({ params }: PageAt<'cardId'>): void {
    this.opened.open(params.cardId);
  }

  get choices(): DeactivationChoice[] {
    const { held, options } = this.opened;
    if (held === null) return [];
    return options.map((option) => ({
      option,
      figures: deactivationPreview(held, option),
      path: CHOICE_PATHS[option](held.id),
    }));
  }

  /** When none of her other cards may receive the balance: the Transfer page, which says why of each. */
  get noTransferTargetPath(): string | null {
    const { transferRefusal, cardId } = this.opened;
    return transferRefusal === 'noEligibleTarget' ? CHOICE_PATHS.transfer(cardId ?? '') : null;
  }
}

/** The page each way leads to: moving to a new card goes straight to its confirmation. */
const CHOICE_PATHS: Record<CancelOption, (cardId: string) => string> = {
  just_cancel: paths.deactivateCancel,
  transfer: paths.deactivateTransfer,
  new_card: (cardId) => paths.deactivateConfirmation(cardId, NEW_CARD_TARGET),
};
