import type { Cents } from '../../../domain/money/Cents';
import type { SandboxContext } from '../SandboxContext';
import { wireDateTime } from '../orders/wireDateTime';
import type { CardRecord } from '../state/SandboxState';

/** Records a settled movement on the card (negative: money leaving it) and changes both balances. */
export function moveMoney(context: SandboxContext, card: CardRecord, merchant: string, amount: Cents): void {
  if (amount === 0) return;
  const transactions = context.state.transactions[card.id] ?? [];
  transactions.push({
    id: context.nextId('tx'),
    merchant,
    date: wireDateTime(context.clock()),
    transactionAmount: { amount },
    status: { isSettled: true, isDeclined: false, isNotSettled: false, isBlocked: false },
    kycRelated: false,
  });
  context.state.transactions[card.id] = transactions;
  card.actualBalance = { amount: card.actualBalance.amount + amount };
  card.availableBalance = { amount: card.availableBalance.amount + amount };
}
