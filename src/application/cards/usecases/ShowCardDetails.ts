import { inject, injectable } from 'inversify';
import type { Card } from '../../../domain/cards/Card';
import { attempt, type Result } from '../../shared/Result';
import { PendingAction, retried } from '../../session/PendingAction';
import type { CardDetailsShown } from '../CardDetailsShown';
import {
  SECURE_CARD_DISPLAY,
  type SecureCardDisplay,
  type SecureCardLabels,
} from '../ports/SecureCardDisplay';

export const SHOW_CARD_DETAILS = retried<CardDetailsShown>('showCardDetails');

export interface CardDetailsRequest {
  /** Where the secure widget draws; the app never reads the digits back from it. */
  host: HTMLElement;
  card: Pick<Card, 'numberToken' | 'cvvToken' | 'expireDate'>;
  labels: SecureCardLabels;
}

/**
 * Shows a card's number, expiry and CVV in the secure widget (SPEC section 2). The digits never pass
 * through here. On Unauthorized (the session ran out, or the password was given too long ago) the
 * consumer signs in again and the reveal is replayed once (SPEC section 8).
 */
@injectable()
export class ShowCardDetails {
  constructor(
    @inject(SECURE_CARD_DISPLAY) private readonly display: SecureCardDisplay,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(request: CardDetailsRequest): Promise<Result<CardDetailsShown>> {
    return this.pending.retryAfterLogin(SHOW_CARD_DETAILS, () =>
      attempt(async () => {
        const cleanup = await this.display.show(request.host, request.card, request.labels);
        let shown = true;
        return {
          hide: () => {
            if (shown) cleanup();
            shown = false;
          },
        };
      }),
    );
  }
}
