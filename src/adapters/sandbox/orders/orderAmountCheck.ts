import type { Consumer } from '../../../domain/consumer/Consumer';
import type { Cents } from '../../../domain/money/Cents';
import {
  fitsLevelOneLimits,
  KYC_LEVEL_1_PURCHASE_LIMIT,
  type ConsumerFunds,
} from '../../../domain/orders/cardLimit';
import { amountBounds } from '../../../domain/orders/orderAmount';
import { validateAmount } from '../../../domain/orders/orderAmountValidation';
import { badRequest, invalidFields } from '../errors';

/**
 * 400 accountLimitReached unless a card of `cardValue` cents keeps a consumer without full KYC within
 * the level-1 limits, with the cards they hold and are owed (orders/cardsHeldAndOwed.ts).
 */
export function requireWithinLevelOneLimits(funds: ConsumerFunds, cardValue: Cents): void {
  if (!fitsLevelOneLimits(funds, cardValue)) {
    throw badRequest(
      'accountLimitReached',
      'This card would take the account over its limit without full KYC.',
    );
  }
}

/**
 * 400 unless the consumer may order a card of `amount` cents: registered (KYC level 1 at least),
 * the amount inside the ordering bounds lowered, below full KYC, to the 50 EUR purchase limit
 * (invalidFields amount with the domain's message key), and then within what is left under the
 * level-1 account limit, refused with a reason of its own (maxAllowedAmount tells the app both).
 */
export function requireOrderableAmount(consumer: Consumer, funds: ConsumerFunds, amount: Cents): void {
  if (consumer.kycLevel < 1) {
    throw badRequest(
      'registrationIncomplete',
      'Finish the registration and the identity check before ordering.',
    );
  }
  const purchaseCap = consumer.isFullyKnown ? null : { amount: KYC_LEVEL_1_PURCHASE_LIMIT };
  const problem = validateAmount(amount, amountBounds('ordering', { maxAllowedAmount: purchaseCap }));
  if (problem !== null) throw invalidFields([{ fieldName: 'amount', errors: [problem.key] }]);
  requireWithinLevelOneLimits(funds, amount);
}
