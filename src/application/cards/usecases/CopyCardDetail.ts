import { inject, injectable } from 'inversify';
import type { Card } from '../../../domain/cards/Card';
import { GatewayError } from '../../shared/GatewayError';
import { fail, ok, type Result } from '../../shared/Result';
import { PendingAction } from '../../session/PendingAction';
import {
  SECURE_CARD_DISPLAY,
  type SecureCardDisplay,
  type SecureCardField,
} from '../ports/SecureCardDisplay';

/** A copy the vault allowed: done, or refused by the browser's clipboard. */
export type CardDetailCopy = 'copied' | 'clipboardRefused';

/**
 * Copies a card's number or CVV to the clipboard through the secure widget; the digits never pass
 * through here. Unauthorized asks for sign-in but is not replayed (a clipboard write needs the
 * consumer's own click).
 */
@injectable()
export class CopyCardDetail {
  constructor(
    @inject(SECURE_CARD_DISPLAY) private readonly display: SecureCardDisplay,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(
    card: Pick<Card, 'numberToken' | 'cvvToken'>,
    field: SecureCardField,
  ): Promise<Result<CardDetailCopy>> {
    return this.pending.signInWhenUnauthorized(async () => {
      try {
        await this.display.copy(card, field);
        return ok<CardDetailCopy>('copied');
      } catch (error) {
        if (error instanceof GatewayError) return fail({ kind: error.kind, ...error.details });
        // The port rejects with the clipboard's own error when the browser refuses the write.
        return ok<CardDetailCopy>('clipboardRefused');
      }
    });
  }
}
