import { inject, injectable } from 'inversify';
import type { CancelOption, Card } from '../../../domain/cards/Card';
import { deactivationOptions } from '../../../domain/cards/deactivationOptions';
import { NEW_CARD_TARGET, successCaseFor } from '../../../domain/cards/deactivationOutcome';
import { transferTargets } from '../../../domain/cards/transferTargets';
import type { Consumer } from '../../../domain/consumer/Consumer';
import { CurrentConsumer } from '../../consumer/CurrentConsumer';
import { LoadConsumer } from '../../consumer/usecases/LoadConsumer';
import { attempt, fail, type AppError, type Result } from '../../shared/Result';
import { ConsumerSession } from '../../session/ConsumerSession';
import { PendingAction, retried } from '../../session/PendingAction';
import { CARD_GATEWAY, type CardGateway } from '../ports/CardGateway';
import type { Deactivated } from '../Deactivated';

export const DEACTIVATE_CARD = retried<Deactivated>('deactivateCard');

export type Deactivation =
  | { cardId: string; option: 'just_cancel' | 'new_card' }
  | { cardId: string; option: 'transfer'; transferTo: string };

/** Answered as the issuer would answer the same request (400 with its errorCode), without sending it. */
const refused = (errorCode: string): AppError => ({ kind: 'InvalidFields', errorCode });

/**
 * Deactivates a card for good with one option: just cancel, transfer the balance to another card, or
 * move it to a new card. The option (and the transfer target) are checked against the domain's rules
 * before anything is sent. Replayed after sign-in on Unauthorized. Refused by the issuer all the same
 * (400, 409: the card was deactivated or blocked meanwhile, from another tab or device), the consumer
 * is read again so that the screens show the cards as they now are; the refusal is still the answer.
 */
@injectable()
export class DeactivateCard {
  constructor(
    @inject(CARD_GATEWAY) private readonly cards: CardGateway,
    @inject(CurrentConsumer) private readonly currentConsumer: CurrentConsumer,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
    @inject(PendingAction) private readonly pending: PendingAction,
    @inject(LoadConsumer) private readonly loadConsumer: LoadConsumer,
  ) {}

  async execute(deactivation: Deactivation): Promise<Result<Deactivated>> {
    const consumer = await this.currentConsumer.get();
    if (!consumer.ok) return consumer;
    const refusal = refusalOf(deactivation, consumer.value);
    if (refusal !== null) return fail(refusal);
    const result = await this.pending.retryAfterLogin(DEACTIVATE_CARD, () =>
      this.deactivate(deactivation, consumer.value.cards),
    );
    // Whether the profile could be read again or not, the refusal is what the consumer is told.
    if (!result.ok && result.error.kind === 'InvalidFields') await this.loadConsumer.execute();
    return result;
  }

  private deactivate(deactivation: Deactivation, before: readonly Card[]): Promise<Result<Deactivated>> {
    const transferTo = deactivation.option === 'transfer' ? deactivation.transferTo : undefined;
    return attempt(async () => {
      const consumer = await this.cards.deactivate(deactivation.cardId, deactivation.option, transferTo);
      this.session.store(consumer);
      const issued = consumer.cards.find((card) => !before.some((old) => old.id === card.id));
      const targetCardId = {
        just_cancel: deactivation.cardId,
        transfer: transferTo ?? '',
        new_card: issued?.id ?? NEW_CARD_TARGET,
      }[deactivation.option];
      return { consumer, successCase: successCaseFor(deactivation.option), targetCardId };
    });
  }
}

/** Why the domain would not offer this deactivation, or null when it would. */
function refusalOf(deactivation: Deactivation, consumer: Consumer): AppError | null {
  const source = consumer.cards.find((card) => card.id === deactivation.cardId);
  if (source === undefined) return { kind: 'NotFound', errorCode: 'cardNotFound' };
  const option: CancelOption = deactivation.option;
  if (!deactivationOptions(source, consumer.cards, consumer).includes(option))
    return refused('optionNotAvailable');
  if (deactivation.option !== 'transfer') return null;
  const targets = transferTargets(source, consumer.cards, consumer);
  return targets.some((card) => card.id === deactivation.transferTo)
    ? null
    : refused('invalidTransferTarget');
}
