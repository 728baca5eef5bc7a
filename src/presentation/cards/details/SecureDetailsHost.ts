import type { Card } from '../../../domain/cards/Card';
import { CARD_DETAILS_SHOWN_MS } from '../../../domain/timing';
import type { CardDetailsShown } from '../../../application/cards/CardDetailsShown';
import type { SecureCardLabels } from '../../../application/cards/ports/SecureCardDisplay';
import type { CardDetailsRequest } from '../../../application/cards/usecases/ShowCardDetails';
import type { Scheduler } from '../../../application/shared/Scheduler';

/** Where the secure widget draws the details; they hide after CARD_DETAILS_SHOWN_MS or when it goes. */
export class SecureDetailsHost {
  private place: { element: HTMLElement; labels: SecureCardLabels } | null = null;
  private shown: CardDetailsShown | null = null;
  private cancelTimer: (() => void) | null = null;

  constructor(private readonly scheduler: Scheduler) {}

  get attached(): boolean {
    return this.place !== null;
  }

  attach(element: HTMLElement | null, labels: SecureCardLabels): void {
    this.place = element === null ? null : { element, labels };
    if (element === null) this.hide();
  }

  /** Null until the view has mounted the element. */
  request(card: Card): CardDetailsRequest | null {
    return this.place === null ? null : { host: this.place.element, card, labels: this.place.labels };
  }

  keep(shown: CardDetailsShown, hidden: () => void): void {
    this.hide();
    this.shown = shown;
    this.cancelTimer = this.scheduler.after(CARD_DETAILS_SHOWN_MS, () => {
      this.hide();
      hidden();
    });
  }

  hide(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    this.shown?.hide();
    this.shown = null;
  }
}
