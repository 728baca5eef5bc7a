import {
  transferCandidates,
  UNKNOWN_CONSUMER_TRANSFER_CAP,
  type TransferCandidate,
} from '../../../domain/cards/transferCandidates';
import type { Cents } from '../../../domain/money/Cents';
import { messageOf, type Message } from '../../messages/Message';
import type { DeactivationSource } from './deactivationSource';

/** One of the consumer's other cards as the transfer pages show it. */
export interface ReceivingCard {
  id: string;
  lastFour: string;
  /** What the Cards screen shows it holding now. */
  balance: Cents;
  /** Why it cannot receive the balance; null when it can. */
  reason: Message | null;
}

const REASON_KEYS = {
  blocked: 'deactivation.transfer.reasons.blocked',
  cancelled: 'deactivation.transfer.reasons.cancelled',
  overCap: 'deactivation.transfer.reasons.overCap',
} as const;

/** Every other card of the consumer, in the order the issuer lists them, with its reason when refused. */
export function receivingCards({ card, consumer }: DeactivationSource): ReceivingCard[] {
  return transferCandidates(card, consumer.cards, consumer).map(receivingCard);
}

function receivingCard({ card, ineligibility, combinedAfterFee }: TransferCandidate): ReceivingCard {
  return {
    id: card.id,
    lastFour: card.cardNumberLastFour,
    balance: card.availableBalance.amount,
    reason:
      ineligibility === null
        ? null
        : ineligibility === 'overCap'
          ? messageOf(REASON_KEYS.overCap, {
              combined: { cents: combinedAfterFee },
              cap: { cents: UNKNOWN_CONSUMER_TRANSFER_CAP },
            })
          : messageOf(REASON_KEYS[ineligibility]),
  };
}
