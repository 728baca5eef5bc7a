import type { CancelOption, Card } from '../../../domain/cards/Card';
import { deactivationFee } from '../../../domain/cards/deactivationFees';
import { transferredAmount } from '../../../domain/cards/transferredAmount';
import { transferTargets } from '../../../domain/cards/transferTargets';
import type { Consumer } from '../../../domain/consumer/Consumer';
import type { Bearer } from '../SandboxApi';
import type { SandboxContext } from '../SandboxContext';
import { badRequest } from '../errors';
import type { CardRecord } from '../state/SandboxState';
import { ownCard } from './cardAccess';
import { moveMoney } from './cardLedger';
import { issueCard } from './issueCard';

/**
 * Deactivation is final: the card keeps nothing to spend and no inactivity notice. What is still held
 * for pending payments stays in its actual balance, for the merchants who will take it.
 */
function cancel(context: SandboxContext, card: CardRecord): void {
  card.isCancelled = true;
  card.actualBalance = { amount: card.actualBalance.amount - card.availableBalance.amount };
  card.availableBalance = { amount: 0 };
  const { [card.id]: _dropped, ...others } = context.state.inactivity;
  context.state.inactivity = others;
}

/** Moves the source's available balance less the option's fee to the target, recording each movement. */
function moveBalance(
  context: SandboxContext,
  source: CardRecord,
  target: CardRecord,
  option: CancelOption,
): void {
  const moved = transferredAmount(source, option);
  moveMoney(context, source, `Balance moved to card ending ${target.cardNumberLastFour}`, -moved);
  moveMoney(context, source, 'Deactivation fee', -deactivationFee(option));
  moveMoney(context, target, `Balance from card ending ${source.cardNumberLastFour}`, moved);
}

function transferTarget(
  context: SandboxContext,
  source: Card,
  consumer: Consumer,
  transferTo?: string,
): CardRecord {
  const eligible = transferTargets(source, consumer.cards, consumer).some((card) => card.id === transferTo);
  const target = context.state.cards.find((card) => card.id === transferTo);
  if (!eligible || target === undefined) {
    throw badRequest('invalidTransferTarget', 'The balance cannot be transferred to this card.');
  }
  return target;
}

/**
 * DELETE /card/{id}?option=&transferTo=. just_cancel: the card is deactivated and its available
 * balance lost. transfer: the available balance less TRANSFER_FEE goes to transferTo, which must be an eligible target
 * (400 invalidTransferTarget). new_card: the balance less NEW_CARD_FEE goes to a new replacement
 * card. 400 cardCancelled / cardBlocked for such a card, optionNotAvailable for an option the card
 * does not offer (see its cancelOptions). Answers the consumer.
 */
export function deactivateCard(
  context: SandboxContext,
  bearer: Bearer,
  cardId: string,
  option: CancelOption,
  transferTo?: string,
): Consumer {
  const card = ownCard(context, bearer, cardId);
  if (card.isCancelled) throw badRequest('cardCancelled', 'This card is already deactivated.');
  if (card.isBlocked)
    throw badRequest('cardBlocked', 'A blocked card cannot be deactivated; unblock it first.');
  const consumer = context.consumerFor(bearer);
  const source = consumer.cards.find((candidate) => candidate.id === card.id);
  if (source === undefined || !source.cancelOptions.includes(option)) {
    throw badRequest('optionNotAvailable', 'This card does not offer this deactivation option.');
  }
  if (option === 'transfer')
    moveBalance(context, card, transferTarget(context, source, consumer, transferTo), option);
  if (option === 'new_card') moveBalance(context, card, issueCard(context, card.consumerId, null, 0), option);
  cancel(context, card);
  return context.consumerFor(bearer);
}
